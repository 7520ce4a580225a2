import Arrange
import Foundation

// Spacer oracle cases (OpenSwiftUI UI tests). "frame/gray" is the background of the outer frame.

let oracleSpacerCases: [(String, OracleCase)] = [
    ("osui-spacer-vstack", .hosted {
        VStack {
            Color.red.id("red").frame(width: 50, height: 50)
            Spacer().id("spacer")
            Color.blue.id("blue").frame(width: 50, height: 50)
        }.id("vstack").frame(width: 80, height: 200).background(Color.gray.opacity(0.3).id("frame/gray"))
    }),

    ("osui-spacers-multiple-hstack", .hosted {
        HStack {
            Color.red.id("red").frame(width: 40, height: 50)
            Spacer().id("spacer1")
            Color.blue.id("blue").frame(width: 40, height: 50)
            Spacer().id("spacer2")
            Color.green.id("green").frame(width: 40, height: 50)
        }.id("hstack").frame(width: 250, height: 80).background(Color.gray.opacity(0.3).id("frame/gray"))
    }),

    ("osui-spacers-multiple-vstack", .hosted {
        VStack {
            Color.red.id("red").frame(width: 50, height: 40)
            Spacer().id("spacer1")
            Color.blue.id("blue").frame(width: 50, height: 40)
            Spacer().id("spacer2")
            Color.green.id("green").frame(width: 50, height: 40)
        }.id("vstack").frame(width: 80, height: 250).background(Color.gray.opacity(0.3).id("frame/gray"))
    }),

    ("osui-spacer-minlength-vstack", .hosted {
        VStack {
            Color.red.id("red").frame(width: 50, height: 50)
            Spacer(minLength: 30).id("spacer")
            Color.blue.id("blue").frame(width: 50, height: 50)
        }.frame(width: 80, height: 160).background(Color.gray.opacity(0.3).id("frame/gray"))
    }),

    ("osui-spacer-start", .hosted {
        HStack {
            Spacer().id("spacer")
            Color.red.id("red").frame(width: 50, height: 50)
            Color.blue.id("blue").frame(width: 50, height: 50)
        }.frame(width: 200, height: 80).background(Color.gray.opacity(0.3).id("frame/gray"))
    }),

    ("osui-spacer-end", .hosted {
        HStack {
            Color.red.id("red").frame(width: 50, height: 50)
            Color.blue.id("blue").frame(width: 50, height: 50)
            Spacer().id("spacer")
        }.frame(width: 200, height: 80).background(Color.gray.opacity(0.3).id("frame/gray"))
    }),

    ("osui-spacers-both-ends", .hosted {
        HStack {
            Spacer().id("spacer1")
            Color.red.id("red").frame(width: 50, height: 50)
            Color.blue.id("blue").frame(width: 50, height: 50)
            Spacer().id("spacer2")
        }.frame(width: 200, height: 80).background(Color.gray.opacity(0.3).id("frame/gray"))
    }),

    ("osui-spacer-zero-min", .hosted {
        HStack {
            Color.red.id("red").frame(width: 80, height: 50)
            Spacer(minLength: 0).id("spacer")
            Color.blue.id("blue").frame(width: 80, height: 50)
        }.frame(width: 160, height: 80).background(Color.gray.opacity(0.3).id("frame/gray"))
    }),

    ("osui-spacers-complex", .hosted {
        VStack(spacing: 20) {
            HStack {
                Color.red.id("red").frame(width: 30, height: 30)
                Spacer(minLength: 20).id("spacer(min20)")
                Color.blue.id("blue").frame(width: 30, height: 30)
                Spacer(minLength: 10).id("spacer(min10)")
                Color.green.id("green").frame(width: 30, height: 30)
            }
            HStack {
                Spacer().id("spacerA")
                Color.yellow.id("yellow").frame(width: 60, height: 30)
                Spacer().id("spacerB")
            }
            HStack {
                Color.orange.id("orange").frame(width: 40, height: 30)
                Spacer().id("spacerC")
                Color.purple.id("purple").frame(width: 40, height: 30)
            }
        }.id("vstack").frame(width: 200, height: 180).background(Color.gray.opacity(0.3).id("frame/gray"))
    }),
]

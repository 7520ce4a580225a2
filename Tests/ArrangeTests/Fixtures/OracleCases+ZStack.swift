import Arrange
import Foundation

// ZStack, position and fixedSize oracle cases (OpenSwiftUI UI tests).

let oracleZStackCases: [(String, OracleCase)] = [
    ("osui-zstack-alignment-center", .hosted {
        ZStack(alignment: .center) {
            Color.red.id("red").frame(width: 60, height: 60)
            Color.blue.id("blue").frame(width: 20, height: 20)
        }
    }),

    ("osui-zstack-alignment-top", .hosted {
        ZStack(alignment: .top) {
            Color.red.id("red").frame(width: 60, height: 60)
            Color.blue.id("blue").frame(width: 20, height: 20)
        }
    }),

    ("osui-zstack-alignment-bottom", .hosted {
        ZStack(alignment: .bottom) {
            Color.red.id("red").frame(width: 60, height: 60)
            Color.blue.id("blue").frame(width: 20, height: 20)
        }
    }),

    ("osui-zstack-alignment-trailing", .hosted {
        ZStack(alignment: .trailing) {
            Color.red.id("red").frame(width: 60, height: 60)
            Color.blue.id("blue").frame(width: 20, height: 20)
        }
    }),

    ("osui-zstack-alignment-bottomLeading", .hosted {
        ZStack(alignment: .bottomLeading) {
            Color.red.id("red").frame(width: 60, height: 60)
            Color.blue.id("blue").frame(width: 20, height: 20)
        }
    }),

    // "zstack" is the ZStack; "black" the overlay's colour.
    ("osui-zstack-layoutPriority", .hosted {
        ZStack(alignment: .leading) {
            Color.blue.opacity(0.5).id("blue").frame(width: 100, height: 100).layoutPriority(-0.1)
            Color.red.opacity(0.5).id("red").frame(width: 60, height: 60)
            Color.green.id("green").frame(width: 40, height: 40).layoutPriority(1)
        }.id("zstack").overlay { Color.black.id("black").frame(width: 20, height: 20) }
    }),

    // The colours (not the position views, which take the whole 100x100) are marked.
    ("osui-position-in-zstack", .hosted {
        ZStack {
            Color.red.id("red").frame(width: 50, height: 50).position()
            Color.green.id("green").frame(width: 50, height: 50).position(x: 50)
            Color.blue.id("blue").frame(width: 50, height: 50).position(y: 50)
            Color.black.id("black").frame(width: 50, height: 50).position(x: 50, y: 50)
        }.frame(width: 100, height: 100)
    }),

    // The colours inside fixedSize are marked (the frames are all 100x100).
    ("osui-fixedsize-color", .hosted {
        ZStack {
            Color.red.opacity(0.5).id("red").fixedSize(horizontal: true, vertical: false).frame(width: 100, height: 100)
            Color.green.opacity(0.5).id("green").fixedSize(horizontal: false, vertical: true).frame(width: 100, height: 100)
            Color.blue.opacity(0.5).id("blue").fixedSize(horizontal: false, vertical: false).frame(width: 100, height: 100)
        }
    }),
]

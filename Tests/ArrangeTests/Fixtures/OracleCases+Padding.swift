import Arrange
import Foundation

// Padding oracle cases (OpenSwiftUI UI tests). "… background" is the background view, whose frame
// is the padded view's frame.

let oraclePaddingCases: [(String, OracleCase)] = [
    ("osui-padding-defaultPadding", .hosted {
        Color.blue.id("blue").frame(width: 50, height: 30).padding().background(Color.red.id("padding/red background"))
    }),

    ("osui-padding-specificAmountPadding", .hosted {
        Color.blue.id("blue").frame(width: 50, height: 30).padding(20).background(Color.red.id("padding/red background"))
    }),

    ("osui-padding-zeroPadding", .hosted {
        Color.blue.id("blue").frame(width: 50, height: 30).padding(0).background(Color.red.id("padding/red background"))
    }),

    ("osui-padding-trailingPadding", .hosted {
        Color.blue.id("blue").frame(width: 50, height: 30).padding(.trailing, 30).background(Color.red.id("padding/red background"))
    }),

    ("osui-padding-verticalPadding", .hosted {
        Color.blue.id("blue").frame(width: 50, height: 30).padding(.vertical, 40).background(Color.red.id("padding/red background"))
    }),

    ("osui-padding-nested", .hosted {
        Color.blue.id("blue").frame(width: 50, height: 30)
            .padding(10).background(Color.green.id("green background"))
            .padding(20).background(Color.red.id("red background"))
    }),

    ("osui-padding-multiple-edges-nested", .hosted {
        Color.blue.id("blue").frame(width: 50, height: 30)
            .padding(.leading, 30).background(Color.green.id("green background"))
            .padding(.top, 20).background(Color.red.id("red background"))
    }),

    ("osui-padding-in-hstack", .hosted {
        HStack(spacing: 0) {
            Color.blue.id("blue").frame(width: 50).padding(.trailing, 25).background(Color.red.id("red background"))
            Color.green.id("green").frame(width: 50).padding(.leading, 15).background(Color.yellow.id("yellow background"))
        }
    }),
]

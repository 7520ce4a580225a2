import Arrange
import Foundation

// Frame and overlay oracle cases (Majid, OpenSwiftUI UI tests, Tokamak layout tests).

let oracleFrameCases: [(String, OracleCase)] = [
    // "50x50 frame (yellow border)" is the 50x50 frame node (the border overlay has its frame);
    // "green rectangle" the 100x100 rectangle overflowing it.
    ("majid-fixed-frame-overflow", .proposed("coordinate_space 'inside the 300x300 frame': the 300x300 frame (with its background) is the root at (0,0)") {
        Rectangle().fill(Color.green).id("green rectangle")
            .frame(width: 100, height: 100)
            .frame(width: 50, height: 50).id("50x50 frame (yellow border)")
            .border(Color.yellow)
            .frame(width: 300, height: 300)
            .background(Color.black)
    }),

    ("osui-frame-none", .hosted {
        Color.red.id("red").frame()
    }),

    // "rect" is the 100x100 rectangle; "outer frame/background" the background of the flexible frame.
    ("tk-frame-align-center-center", .hosted {
        Rectangle().fill(Color(white: 0)).id("rect").frame(width: 100, height: 100)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .init(horizontal: .center, vertical: .center))
            .background(Color(white: 127 / 255).id("outer frame/background"))
    }),

    ("tk-frame-align-trailing-top", .hosted {
        Rectangle().fill(Color(white: 0)).id("rect").frame(width: 100, height: 100)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .init(horizontal: .trailing, vertical: .top))
            .background(Color(white: 127 / 255).id("outer frame/background"))
    }),

    ("tk-frame-align-trailing-center", .hosted {
        Rectangle().fill(Color(white: 0)).id("rect").frame(width: 100, height: 100)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .init(horizontal: .trailing, vertical: .center))
            .background(Color(white: 127 / 255).id("outer frame/background"))
    }),

    ("tk-frame-align-trailing-bottom", .hosted {
        Rectangle().fill(Color(white: 0)).id("rect").frame(width: 100, height: 100)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .init(horizontal: .trailing, vertical: .bottom))
            .background(Color(white: 127 / 255).id("outer frame/background"))
    }),

    // "primary" is the 100x100 rectangle, "overlay" the 50x50 rectangle of the overlay.
    ("tk-overlay-center-top", .hosted {
        Rectangle().fill(Color(white: 127 / 255)).id("primary").frame(width: 100, height: 100)
            .overlay(alignment: .init(horizontal: .center, vertical: .top)) {
                Rectangle().fill(Color(white: 0)).id("overlay").frame(width: 50, height: 50)
            }
    }),

    ("tk-overlay-trailing-center", .hosted {
        Rectangle().fill(Color(white: 127 / 255)).id("primary").frame(width: 100, height: 100)
            .overlay(alignment: .init(horizontal: .trailing, vertical: .center)) {
                Rectangle().fill(Color(white: 0)).id("overlay").frame(width: 50, height: 50)
            }
    }),
]

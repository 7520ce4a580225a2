import Arrange
import ArrangeLayouts

extension Gallery {
    /// The views of the seed documents: the WWDC22 session "Compose custom layouts with SwiftUI" and
    /// its sample app (leaderboard, voting buttons, podium, profile) and the article "Creating custom
    /// layouts in SwiftUI" (flow layout of capsules, AnyLayout switch). Images the seeds don't show
    /// (the podium, the avatars) are drawn stand-ins: ``GalleryPodium`` and ``GalleryAvatar``.
    static var seedExamples: [GalleryExample] {
        [
            GalleryExample("seed-leaderboard-grid", "Leaderboard grid (WWDC22, “Final Leaderboard”)", family: "Seeds",
                           proposal: ProposedViewSize(width: 360, height: nil), code: #"""
            let pets = GalleryPet.exampleData
            let totalVotes = pets.reduce(0) { $0 + $1.votes }
            Grid(alignment: .leading) {
                ForEach(pets) { pet in
                    GridRow {
                        Text(pet.type)
                        ProgressView(
                            value: Double(pet.votes),
                            total: Double(totalVotes))
                        Text("\(pet.votes)")
                            .gridColumnAlignment(.trailing)
                    }

                    Divider()
                }
            }
            .padding()
            """#) {
            let pets = GalleryPet.exampleData
            let totalVotes = pets.reduce(0) { $0 + $1.votes }
            Grid(alignment: .leading) {
                ForEach(pets) { pet in
                    GridRow {
                        Text(pet.type)
                        ProgressView(
                            value: Double(pet.votes),
                            total: Double(totalVotes))
                        Text("\(pet.votes)")
                            .gridColumnAlignment(.trailing)
                    }

                    Divider()
                }
            }
            .padding()
            },

            GalleryExample("seed-voting-buttons-wide", "Equal-width voting buttons that fit (WWDC22)", family: "Seeds",
                           proposal: ProposedViewSize(width: 360, height: nil), code: #"""
            ViewThatFits {
                EqualWidthHStack {
                    ForEach(GalleryPet.exampleData) { pet in
                        Button {
                        } label: {
                            Text(pet.type)
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.bordered)
                    }
                }
                EqualWidthVStack {
                    ForEach(GalleryPet.exampleData) { pet in
                        Button {
                        } label: {
                            Text(pet.type)
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.bordered)
                    }
                }
            }
            .padding()
            """#) {
            ViewThatFits {
                EqualWidthHStack {
                    ForEach(GalleryPet.exampleData) { pet in
                        Button {
                        } label: {
                            Text(pet.type)
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.bordered)
                    }
                }
                EqualWidthVStack {
                    ForEach(GalleryPet.exampleData) { pet in
                        Button {
                        } label: {
                            Text(pet.type)
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.bordered)
                    }
                }
            }
            .padding()
            },

            GalleryExample("seed-voting-buttons-narrow", "The same buttons (prominent) in 200 points: only the vertical stack fits", family: "Seeds",
                           proposal: ProposedViewSize(width: 200, height: nil), code: #"""
            ViewThatFits {
                EqualWidthHStack {
                    ForEach(GalleryPet.exampleData) { pet in
                        Button {
                        } label: {
                            Text(pet.type)
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.borderedProminent)
                    }
                }
                EqualWidthVStack {
                    ForEach(GalleryPet.exampleData) { pet in
                        Button {
                        } label: {
                            Text(pet.type)
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.borderedProminent)
                    }
                }
            }
            .padding()
            """#) {
            ViewThatFits {
                EqualWidthHStack {
                    ForEach(GalleryPet.exampleData) { pet in
                        Button {
                        } label: {
                            Text(pet.type)
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.borderedProminent)
                    }
                }
                EqualWidthVStack {
                    ForEach(GalleryPet.exampleData) { pet in
                        Button {
                        } label: {
                            Text(pet.type)
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.borderedProminent)
                    }
                }
            }
            .padding()
            },

            GalleryExample("seed-podium-radial", "Profile: avatars on the podium by rank (WWDC22, “Final profile view”)", family: "Seeds", code: #"""
            let pets = GalleryPet.exampleData
            GalleryPodium()
                .overlay(alignment: .top) {
                    RadialLayout {
                        ForEach(pets) { pet in
                            GalleryAvatar(pet: pet)
                                .rank(GalleryPet.rank(of: pet, among: pets))
                        }
                    }
                }
                .padding()
            """#) {
            let pets = GalleryPet.exampleData
            GalleryPodium()
                .overlay(alignment: .top) {
                    RadialLayout {
                        ForEach(pets) { pet in
                            GalleryAvatar(pet: pet)
                                .rank(GalleryPet.rank(of: pet, among: pets))
                        }
                    }
                }
                .padding()
            },

            GalleryExample("seed-podium-tie", "Profile on a three-way tie: AnyLayout switches to an HStack", family: "Seeds", code: #"""
            let pets = GalleryPet.exampleData.map { GalleryPet(type: $0.type, votes: 10) }
            let isThreeWayTie = Set(pets.map(\.votes)).count == 1
            let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(RadialLayout())
            GalleryPodium()
                .overlay(alignment: .top) {
                    layout {
                        ForEach(pets) { pet in
                            GalleryAvatar(pet: pet)
                                .rank(GalleryPet.rank(of: pet, among: pets))
                        }
                    }
                }
                .padding()
            """#) {
            let pets = GalleryPet.exampleData.map { GalleryPet(type: $0.type, votes: 10) }
            let isThreeWayTie = Set(pets.map(\.votes)).count == 1
            let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(RadialLayout())
            GalleryPodium()
                .overlay(alignment: .top) {
                    layout {
                        ForEach(pets) { pet in
                            GalleryAvatar(pet: pet)
                                .rank(GalleryPet.rank(of: pet, among: pets))
                        }
                    }
                }
                .padding()
            },

            GalleryExample("seed-radial-twelve", "RadialLayout with twelve views (the notes' clock face)", family: "Seeds", code: #"""
            RadialLayout {
                ForEach(1...12, id: \.self) { hour in
                    Text("\(hour)")
                        .font(.headline)
                        .frame(width: 32, height: 32)
                        .background(Circle().fill(Color.teal.opacity(0.3)))
                }
            }
            .frame(width: 240, height: 240)
            .padding()
            """#) {
            RadialLayout {
                ForEach(1...12, id: \.self) { hour in
                    Text("\(hour)")
                        .font(.headline)
                        .frame(width: 32, height: 32)
                        .background(Circle().fill(Color.teal.opacity(0.3)))
                }
            }
            .frame(width: 240, height: 240)
            .padding()
            },

            GalleryExample("seed-flow-capsules", "Flow layout of capsules (the article)", family: "Seeds",
                           proposal: ProposedViewSize(width: 320, height: nil), code: #"""
            let tags = ["SwiftUI", "Layout", "Grid", "ViewThatFits", "AnyLayout", "Flow",
                        "Radial", "Linux", "Server-side Swift", "SVG", "PNG", "Terminal"]
            FlowLayout {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .fixedSize()
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background(.regularMaterial)
                        .clipShape(Capsule())
                }
            }
            .padding()
            .background(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
            """#) {
            let tags = ["SwiftUI", "Layout", "Grid", "ViewThatFits", "AnyLayout", "Flow",
                        "Radial", "Linux", "Server-side Swift", "SVG", "PNG", "Terminal"]
            FlowLayout {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .fixedSize()
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background(.regularMaterial)
                        .clipShape(Capsule())
                }
            }
            .padding()
            .background(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
            },

            GalleryExample("seed-layout-switch-flow", "The article's AnyLayout switch, showing FlowLayout", family: "Seeds",
                           proposal: ProposedViewSize(width: 320, height: 200), code: #"""
            let layouts: [any Layout] = [HStackLayout(), VStackLayout(), ZStackLayout(), FlowLayout()]
            VStack {
                AnyLayout(layouts[3]) {
                    ForEach(0..<10, id: \.self) {
                        Text("\($0)")
                            .fixedSize()
                            .padding()
                            .background(.regularMaterial)
                            .clipShape(.capsule)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
            // Not in the article: a margin, so no capsule meets the picture's edge, and a
            // coloured backdrop.
            .padding()
            .background(LinearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom))
            """#) {
            let layouts: [any Layout] = [HStackLayout(), VStackLayout(), ZStackLayout(), FlowLayout()]
            VStack {
                AnyLayout(layouts[3]) {
                    ForEach(0..<10, id: \.self) {
                        Text("\($0)")
                            .fixedSize()
                            .padding()
                            .background(.regularMaterial)
                            .clipShape(.capsule)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
            // Not in the article: a margin, so no capsule meets the picture's edge, and a
            // coloured backdrop.
            .padding()
            .background(LinearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom))
            },

            GalleryExample("seed-layout-switch-hstack", "The same AnyLayout switch, showing HStackLayout", family: "Seeds",
                           proposal: ProposedViewSize(width: 320, height: 200), code: #"""
            let layouts: [any Layout] = [HStackLayout(), VStackLayout(), ZStackLayout(), FlowLayout()]
            VStack {
                AnyLayout(layouts[0]) {
                    ForEach(0..<10, id: \.self) {
                        Text("\($0)")
                            .fixedSize()
                            .padding()
                            .background(.regularMaterial)
                            .clipShape(.capsule)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
            // Not in the article: a margin, so no capsule meets the picture's edge, and a
            // coloured backdrop.
            .padding()
            .background(LinearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom))
            """#) {
            let layouts: [any Layout] = [HStackLayout(), VStackLayout(), ZStackLayout(), FlowLayout()]
            VStack {
                AnyLayout(layouts[0]) {
                    ForEach(0..<10, id: \.self) {
                        Text("\($0)")
                            .fixedSize()
                            .padding()
                            .background(.regularMaterial)
                            .clipShape(.capsule)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
            // Not in the article: a margin, so no capsule meets the picture's edge, and a
            // coloured backdrop.
            .padding()
            .background(LinearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom))
            },
        ]
    }
}

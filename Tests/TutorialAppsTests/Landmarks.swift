import Foundation
import Observation
import Arrange

// A list/detail app, as Apple's SwiftUI tutorial (Landmarks) writes it, in this file's own words:
// an `@Observable` model read through `@Environment(ModelData.self)`, a favourites filter, rows
// with an image and a star coloured from the app's asset catalog, and a detail screen that edits
// the model.

/// A place to visit.
struct Landmark: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String
    let park: String
    var isFavorite: Bool
}

/// The app's data, shared through the environment.
@Observable
final class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", isFavorite: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park", isFavorite: false),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush", isFavorite: true),
    ]
}

/// One row: a thumbnail from the catalog, the name, and a star for a favourite.
struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            Image("Thumbnail", bundle: .module)
                .resizable()
                .frame(width: 50, height: 50)
            Text(landmark.name)
            Spacer()
            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(Color("Favorite", bundle: .module))
                    .id("star \(landmark.id)")
            }
        }
        .padding(.horizontal)
    }
}

/// The list: a favourites-only toggle over the rows; tapping a row opens its detail.
struct LandmarkList: View {
    @Environment(ModelData.self) var modelData
    @State private var showFavoritesOnly = false
    @State private var selection: Landmark.ID?

    private var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { !showFavoritesOnly || $0.isFavorite }
    }

    var body: some View {
        if let selection, let landmark = modelData.landmarks.first(where: { $0.id == selection }) {
            LandmarkDetail(landmark: landmark) { self.selection = nil }
        } else {
            VStack(spacing: 0) {
                Toggle("Favorites only", isOn: $showFavoritesOnly)
                    .padding()
                    .id("filter")
                ScrollView {
                    VStack(spacing: 4) {
                        ForEach(filteredLandmarks) { landmark in
                            LandmarkRow(landmark: landmark)
                                .contentShape(Rectangle())
                                .onTapGesture { selection = landmark.id }
                                .id(landmark.id)
                        }
                    }
                }
            }
        }
    }
}

/// The detail: the name, the park, and a favourite button that edits the shared model.
struct LandmarkDetail: View {
    @Environment(ModelData.self) var modelData
    var landmark: Landmark
    var close: () -> Void

    private var index: Int { modelData.landmarks.firstIndex(where: { $0.id == landmark.id }) ?? 0 }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button("Back", action: close).id("back")
            HStack {
                Text(landmark.name).font(.title)
                Button {
                    modelData.landmarks[index].isFavorite.toggle()
                } label: {
                    Label("Toggle Favorite", systemImage: modelData.landmarks[index].isFavorite ? "star.fill" : "star")
                        .labelStyle(.iconOnly)
                        .foregroundStyle(modelData.landmarks[index].isFavorite ? Color("Favorite", bundle: .module) : .gray)
                }
                .id("favorite")
            }
            Text(landmark.park).font(.subheadline).foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
    }
}

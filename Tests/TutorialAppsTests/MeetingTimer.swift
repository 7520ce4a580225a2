import Arrange

// A meeting timer, written as Apple's "Develop in Swift" tutorial app (Scrumdinger) writes its
// meeting screen, in this file's own words: a header with a custom `ProgressViewStyle` and a
// `LabelStyle`, and a ring of `SpeakerArc` shapes, one per speaker who has finished.

/// One meeting attendee's turn.
struct Speaker: Identifiable, Sendable {
    let id: Int
    let name: String
    var isCompleted: Bool
}

/// The progress bar of the meeting header: the standard bar on a rounded, tinted background.
struct ScrumProgressViewStyle: ProgressViewStyle {
    var theme: Color

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10.0)
                .fill(theme.opacity(0.3))
                .frame(height: 20.0)
            ProgressView(configuration)
                .id("bar")
                .tint(theme)
                .frame(height: 12.0)
                .padding(.horizontal)
        }
    }
}

/// A label with its icon after its title, as the remaining time shows.
struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title.id("trailing title")
            configuration.icon.id("trailing icon")
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    /// The trailing-icon style, as the tutorial names it.
    static var trailingIcon: Self { Self() }
}

/// The header: elapsed and remaining seconds over a progress bar, read by accessibility as one
/// element ("Time remaining", "N minutes").
struct MeetingHeaderView: View {
    let secondsElapsed: Int
    let secondsRemaining: Int
    let theme: Color

    private var totalSeconds: Int { secondsElapsed + secondsRemaining }
    private var progress: Double {
        guard totalSeconds > 0 else { return 1 }
        return Double(secondsElapsed) / Double(totalSeconds)
    }
    private var minutesRemaining: Int { secondsRemaining / 60 }

    var body: some View {
        VStack {
            ProgressView(value: progress)
                .progressViewStyle(ScrumProgressViewStyle(theme: theme))
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed")
                        .font(.caption)
                    Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining")
                        .font(.caption)
                    Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
                        .labelStyle(.trailingIcon)
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Time remaining")
        .accessibilityValue("\(minutesRemaining) minutes")
        .padding([.top, .horizontal])
        .id("header")
    }
}

/// The arc of one speaker's share of the meeting ring.
struct SpeakerArc: Shape {
    let speakerIndex: Int
    let totalSpeakers: Int

    private var degreesPerSpeaker: Double { 360.0 / Double(totalSpeakers) }
    private var startAngle: Angle { Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1.0) }
    private var endAngle: Angle { Angle(degrees: startAngle.degrees + degreesPerSpeaker - 1.0) }

    func path(in rect: CGRect) -> Path {
        let diameter = min(rect.size.width, rect.size.height) - 24.0
        let radius = diameter / 2.0
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return Path { path in
            path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        }
    }
}

/// The ring: a circle's border, the current speaker's name in the middle, and an arc for every
/// speaker who has finished.
struct MeetingTimerView: View {
    let speakers: [Speaker]
    let theme: Color

    private var currentSpeaker: String { speakers.first(where: { !$0.isCompleted })?.name ?? "Someone" }

    var body: some View {
        Circle()
            .strokeBorder(lineWidth: 24)
            .overlay {
                VStack {
                    Text(currentSpeaker)
                        .font(.title)
                    Text("is speaking")
                }
                .accessibilityElement(children: .combine)
                .foregroundStyle(theme)
            }
            .overlay {
                ForEach(speakers) { speaker in
                    if speaker.isCompleted, let index = speakers.firstIndex(where: { $0.id == speaker.id }) {
                        SpeakerArc(speakerIndex: index, totalSpeakers: speakers.count)
                            .rotation(Angle(degrees: -90))
                            .stroke(theme, lineWidth: 12)
                    }
                }
            }
            .padding(.horizontal)
            .id("ring")
    }
}

/// The meeting screen: header over ring.
struct MeetingView: View {
    @State var secondsElapsed = 60
    let totalSeconds = 600
    let speakers: [Speaker]
    let theme: Color

    var body: some View {
        VStack {
            MeetingHeaderView(secondsElapsed: secondsElapsed, secondsRemaining: totalSeconds - secondsElapsed, theme: theme)
            MeetingTimerView(speakers: speakers, theme: theme)
        }
    }
}

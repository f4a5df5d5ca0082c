// How much a script may ask for: its file's size, the frames it plays, and the canvas its resizes need.
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitSDL

extension Script {
    /// The largest script file read: 16 MB, hundreds of thousands of steps. Reading one costs about 15 times its
    /// size in memory (a 200 MB script of expects took 3 GB and two minutes before this limit).
    public static let largestFileSize = 16 << 20

    /// The most frames a run plays: 360,000, 100 minutes of script time at 60 frames a second (a 600-second `wait`
    /// is 36,000 frames, and a few hundred of them would play for hours).
    public static let largestFrameCount = 360_000

    /// The most steps a script may have: as many as frames a run may play (a step that plays none, a `shot` or an
    /// `expect`, looks at a frame another played). Counted as the script is read, so a longer one is refused before
    /// the rest of it is read (a million steps took 9 s to be refused once read whole).
    public static let largestStepCount = largestFrameCount

    /// How many frames the script plays, the first one (the scene as it starts) included, counted without
    /// expanding the timeline (a script of long waits would need gigabytes for it).
    public var frameCount: Int {
        let rate = Script.frameRate
        func frames(_ seconds: Double) -> Int { Int(min((seconds * rate).rounded(), 1e15)) }
        return steps.reduce(1) { count, step in
            switch step {
            case .resize, .down, .move, .up, .tap, .key, .text, .wheel, .back: return count + 1
            case .doubleTap: return count + 2
            case .drag(_, _, let duration): return count + max(1, frames(duration)) + 1
            case .scroll(_, _, _, let duration): return count + max(1, frames(duration))
            case .touch(_, _, let duration): return count + (frames(duration) > 0 ? frames(duration) + 1 : 1)
            case .wait(let seconds): return count + frames(seconds)
            case .shot, .expect: return count
            }
        }
    }

    /// Refuses a file at `path` larger than ``largestFileSize`` before it is read.
    static func checkFileSize(_ path: String) throws(ScriptingError) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > largestFileSize else { return }
        throw .scriptRejected(path: path, reason: "it is \(megabytes(Int(info.st_size))); a script may be at most "
            + "\(megabytes(largestFileSize)): split it into several runs")
    }

    /// Refuses a script that plays more than ``largestFrameCount`` frames.
    func checkLength(path: String) throws(ScriptingError) {
        let count = frameCount
        guard count > Script.largestFrameCount else { return }
        throw .scriptRejected(path: path, reason: "it plays \(count) frames (\(Self.duration(count)) at 60 frames a second); a run may play "
            + "at most \(Script.largestFrameCount) (\(Self.duration(Script.largestFrameCount))): split it into several runs or shorten its waits")
    }

    /// Refuses a script whose `resize` steps need a canvas of more than `CanvasLimits.largestPixelSide` pixels
    /// either way at `scale`, naming the first such step.
    public func checkCanvas(path: String, scale: Double) throws(ScriptingError) {
        for (index, step) in steps.enumerated() {
            guard case .resize(let size) = step, let problem = CanvasLimits.problem(size, scale: scale) else { continue }
            throw .scriptRejected(path: path, reason: "step \(index): resize to \(problem)")
        }
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (Double(bytes) / 1_048_576 * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10)) MB" : "\(tenths / 10) MB"
    }

    /// `frames` at 60 a second as hours and minutes ("100 min", "27 h 46 min").
    private static func duration(_ frames: Int) -> String {
        let minutes = frames / 3600
        return minutes >= 120 ? "\(minutes / 60) h \(minutes % 60) min" : minutes > 0 ? "\(minutes) min" : "\(frames / 60) s"
    }
}

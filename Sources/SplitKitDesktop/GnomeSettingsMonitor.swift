// GNOME's settings followed without a portal: `gsettings monitor` per schema, its lines read on the watch's thread.
import Foundation
import SplitKitDBus

/// Runs `gsettings monitor SCHEMA` for each schema GNOME's settings are read from and turns the lines it prints
/// (`text-scaling-factor: 1.25`, `color-scheme: 'prefer-dark'`) into setting changes. Lives on the watch's thread,
/// which polls ``fileDescriptors`` beside its wake pipe. The monitors end with ``stop()`` (the watch stopping); if the
/// program dies instead, each ends at the next change it reports (its output is then a closed pipe).
final class GnomeSettingsMonitor {
    private struct Monitor {
        let schema: String
        let process: Process
        let output: Int32
        var pending = Data()
    }

    private var monitors: [Monitor] = []

    /// Starts a monitor per schema with `gsettings` at the path `program`; schemas whose monitor cannot start are left out.
    init(program: String) {
        for schema in GnomeSettings.keys.keys.sorted() {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = ["monitor", schema]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            let fd = pipe.fileHandleForReading.fileDescriptor
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            monitors.append(Monitor(schema: schema, process: process, output: fd))
            _ = pipe  // the read end stays open as long as the Process holds the pipe
        }
    }

    /// The monitors' process ids.
    var processIdentifiers: [Int32] { monitors.map(\.process.processIdentifier) }

    /// The monitors' outputs, to poll.
    var fileDescriptors: [Int32] { monitors.map(\.output) }

    /// True while a monitor runs.
    var isRunning: Bool { !monitors.isEmpty }

    /// Reads what the monitors printed and applies each whole line to `settings`; true when a known key changed. A
    /// monitor whose output ended (it exited) is dropped.
    func read(into settings: inout PortalSettings) -> Bool {
        var changed = false, ended: [Int] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        for index in monitors.indices {
            while true {
                let count = Foundation.read(monitors[index].output, &buffer, buffer.count)
                if count > 0 {
                    monitors[index].pending.append(contentsOf: buffer[0..<count])
                } else {
                    if count == 0 { ended.append(index) }
                    break
                }
                if monitors[index].pending.count > 65536 { monitors[index].pending.removeAll() }  // no line is this long
            }
            while let newline = monitors[index].pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: monitors[index].pending[..<newline], as: UTF8.self)
                monitors[index].pending.removeSubrange(...newline)
                let schema = monitors[index].schema
                guard let (key, value) = GnomeSettings.change(line), GnomeSettings.keys[schema]?.contains(key) == true else { continue }
                settings.set(namespace: schema, key: key, value: value)
                changed = true
            }
        }
        for index in ended.reversed() { monitors.remove(at: index) }
        return changed
    }

    /// Ends the monitors.
    func stop() {
        for monitor in monitors where monitor.process.isRunning { monitor.process.terminate() }
        for monitor in monitors { monitor.process.waitUntilExit() }
        monitors = []
    }
}

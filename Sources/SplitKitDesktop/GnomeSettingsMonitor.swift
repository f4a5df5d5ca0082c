// GNOME's settings followed without a portal: `gsettings monitor` per schema, its lines read on the watch's thread.
import FoundationEssentials
import Glibc
import SplitKitDBus
import SplitKitStorage

/// Runs `gsettings monitor SCHEMA` for each schema GNOME's settings are read from and turns the lines it prints
/// (`text-scaling-factor: 1.25`, `color-scheme: 'prefer-dark'`) into setting changes. Lives on the watch's thread,
/// which polls ``fileDescriptors`` beside its wake pipe. The monitors are started with Linux's parent-death signal
/// (`CChildProcess`): they end when that thread does, whatever ends the program — a crash, SIGKILL, the display going —
/// never left running behind it.
final class GnomeSettingsMonitor {
    private struct Monitor {
        let schema: String
        let pid: pid_t
        let output: Int32
        var pending: [UInt8] = []
    }

    private var monitors: [Monitor] = []
    /// Told each monitor's process id just before it is reaped (its id may then be used again).
    private let willReap: (pid_t) -> Void

    /// Starts a monitor per schema with `gsettings` at the path `program`; schemas whose monitor cannot start are left
    /// out. `willReap` is told each one's process id before it is reaped.
    init(program: String, willReap: @escaping (pid_t) -> Void) {
        self.willReap = willReap
        for schema in GnomeSettings.keys.keys.sorted() {
            guard let (pid, output) = try? Subprocess.start(program, ["monitor", schema]) else { continue }
            monitors.append(Monitor(schema: schema, pid: pid, output: output))
        }
    }

    /// The monitors' process ids.
    var processIdentifiers: [Int32] { monitors.map(\.pid) }

    /// The monitors' outputs, to poll.
    var fileDescriptors: [Int32] { monitors.map(\.output) }

    /// True while a monitor runs.
    var isRunning: Bool { !monitors.isEmpty }

    /// Reads what the monitors printed and applies each whole line to `settings`; true when a known key changed. A
    /// monitor whose output ended (it exited) is reaped and dropped.
    func read(into settings: inout PortalSettings) -> Bool {
        var changed = false, ended: [Int] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        for index in monitors.indices {
            while true {
                let count = Glibc.read(monitors[index].output, &buffer, buffer.count)
                if count > 0 {
                    monitors[index].pending += buffer[0..<count]
                    if monitors[index].pending.count > 65536 { monitors[index].pending.removeAll() }  // no line is this long
                } else {
                    if count == 0 { ended.append(index) }
                    break
                }
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
        for index in ended.reversed() {
            close(monitors[index].output)
            reap(monitors[index].pid)
            monitors.remove(at: index)
        }
        return changed
    }

    /// Ends the monitors and reaps them.
    func stop() {
        for monitor in monitors {
            close(monitor.output)
            kill(monitor.pid, SIGTERM)
            reap(monitor.pid)
        }
        monitors = []
    }

    /// Waits for the monitor `pid` to end — SIGKILL after half a second, so a child that ignores SIGTERM cannot hold the
    /// thread — having told `willReap`.
    private func reap(_ pid: pid_t) {
        willReap(pid)
        _ = Subprocess.reap(pid, within: .milliseconds(500))
    }
}

// A small vector street map: a grid of streets fixed to real coordinates, parks, and a pin at the user's place.
import SplitKit

/// Draws a street grid around a coordinate. Streets sit on fixed lines of latitude and longitude, so the
/// pin lands between different streets for different places; blocks are parks by a fixed hash.
struct LocationMap {
    var latitude: Double
    var longitude: Double
    /// Draws with the dark map colours.
    var dark = false
    /// The scale bar's words for 200 m, in the split's language (``UsersWord/meters``).
    var scaleLabel = "200 m"
    /// Points per degree (about 3 points per 100 m of latitude).
    static let scale = 30_000.0
    /// Degrees between streets, east-west and north-south.
    static let streetSpacing = (longitude: 0.0028, latitude: 0.0021)

    /// The map's colours, light or dark.
    struct Colors {
        var land: Color, park: Color, street: Color, streetEdge: Color, avenue: Color, scale: Color
    }
    static let lightColors = Colors(land: Color(hex: 0xF1EEE6), park: Color(hex: 0xCFE8C2), street: Color(hex: 0xFFFFFF),
                                    streetEdge: Color(hex: 0xDCD6C8), avenue: Color(hex: 0xFCE3A6), scale: Color(hex: 0x555555))
    static let darkColors = Colors(land: Color(hex: 0x2A2A2C), park: Color(hex: 0x1E3A26), street: Color(hex: 0x4A4A4E),
                                   streetEdge: Color(hex: 0x1C1C1E), avenue: Color(hex: 0x7A6530), scale: Color(hex: 0xB0B0B4))
    static let pin = Color(hex: 0xE8453C)

    func draw(in frame: Rect, into list: inout DisplayList) {
        let colors = dark ? Self.darkColors : Self.lightColors
        list.fill(frame, colors.land)
        let center = Point(x: frame.midX, y: frame.midY)
        func x(_ lon: Double) -> Double { center.x + (lon - longitude) * Self.scale }
        func y(_ lat: Double) -> Double { center.y - (lat - latitude) * Self.scale }
        let halfLon = frame.width / 2 / Self.scale + Self.streetSpacing.longitude
        let halfLat = frame.height / 2 / Self.scale + Self.streetSpacing.latitude
        let lon0 = ((longitude - halfLon) / Self.streetSpacing.longitude).rounded(.down)
        let lon1 = ((longitude + halfLon) / Self.streetSpacing.longitude).rounded(.up)
        let lat0 = ((latitude - halfLat) / Self.streetSpacing.latitude).rounded(.down)
        let lat1 = ((latitude + halfLat) / Self.streetSpacing.latitude).rounded(.up)
        // Parks: some blocks, chosen by a hash of the block's grid position.
        for i in Int(lon0)..<Int(lon1) {
            for j in Int(lat0)..<Int(lat1) where Self.hash(i, j) % 7 == 0 {
                let left = x(Double(i) * Self.streetSpacing.longitude), right = x(Double(i + 1) * Self.streetSpacing.longitude)
                let top = y(Double(j + 1) * Self.streetSpacing.latitude), bottom = y(Double(j) * Self.streetSpacing.latitude)
                list.fill(Rect(x: left + 6, y: top + 6, width: right - left - 12, height: bottom - top - 12), colors.park)
            }
        }
        // Streets: every fourth is an avenue, wider and yellow.
        for i in Int(lon0)...Int(lon1) {
            let sx = x(Double(i) * Self.streetSpacing.longitude)
            let major = i % 4 == 0
            let w = major ? 8.0 : 5.0
            list.fill(Rect(x: (sx - w / 2 - 1).rounded(), y: frame.y, width: w + 2, height: frame.height), colors.streetEdge)
            list.fill(Rect(x: (sx - w / 2).rounded(), y: frame.y, width: w, height: frame.height), major ? colors.avenue : colors.street)
        }
        for j in Int(lat0)...Int(lat1) {
            let sy = y(Double(j) * Self.streetSpacing.latitude)
            let major = j % 4 == 0
            let h = major ? 8.0 : 5.0
            list.fill(Rect(x: frame.x, y: (sy - h / 2 - 1).rounded(), width: frame.width, height: h + 2), colors.streetEdge)
            list.fill(Rect(x: frame.x, y: (sy - h / 2).rounded(), width: frame.width, height: h), major ? colors.avenue : colors.street)
        }
        // The pin: its tip on the coordinates.
        list.commands.append(.roundedRect(Rect(x: center.x - 7, y: center.y - 3, width: 14, height: 6), radius: 3, corners: .all,
                                          Color(hex: 0x000000, alpha: 60)))
        list.fill(Rect(x: center.x - 1, y: center.y - 14, width: 2, height: 14), Color(hex: 0x7A1E1A))
        let head = Rect(x: center.x - 10, y: center.y - 34, width: 20, height: 20)
        list.commands.append(.roundedRect(head, radius: 10, corners: .all, Self.pin))
        list.commands.append(.roundedRect(Rect(x: head.midX - 4, y: head.midY - 4, width: 8, height: 8), radius: 4, corners: .all,
                                          Color(hex: 0xFFFFFF)))
        // A scale bar: 200 m.
        let bar = 0.0018 * Self.scale  // 200 m of latitude in points
        let base = Point(x: frame.x + 14, y: frame.maxY - 14)
        list.fill(Rect(x: base.x, y: base.y, width: bar, height: 2), colors.scale)
        list.text(scaleLabel, TextStyle(size: 11, color: colors.scale), in: Rect(x: base.x, y: base.y - 16, width: 60, height: 14))
    }

    static func hash(_ i: Int, _ j: Int) -> Int {
        var h = UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(j)) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= h >> 29
        return Int(h % 1_000_003)
    }

    /// A latitude's or longitude's degrees without their sign, to four places: `59.3342` (the hemisphere says the
    /// rest: ``DemoWords/coordinates(latitude:longitude:)`` writes `59.3342° N, 18.0632° E`).
    static func degrees(_ v: Double) -> String {
        let scaled = Int((abs(v) * 10_000).rounded())
        let fraction = String(scaled % 10_000)
        return "\(scaled / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}

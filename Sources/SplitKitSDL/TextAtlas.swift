// Texts packed into a few large textures, so that a GPU renderer draws a frame's texts and fills in a few draw calls.
import CSDL2

/// Pages of packed text for a GPU renderer (``TextCache`` uses it when the renderer is not SDL's software one).
///
/// SDL joins consecutive copies from one texture (and one blend mode) into one OpenGL draw call; with a texture per
/// text, every text was a draw call of its own, and on Mesa's llvmpipe each costs more than the few pixels it shows:
/// without any text the 60 resizes of `make compare` took 0.41 s of CPU instead of 0.48 (the bare window's 0.37).
/// Here texts are packed into shelves of 512 × 512 pages (1 MB each: Mesa's llvmpipe clears a new texture's memory,
/// so a page costs its whole size at once), and each page keeps a white block in its corner for
/// fills, drawn as copies of it tinted with their colour, so that a list's rows (texts, separator lines) are copies
/// from one texture, one after another.
///
/// A text stays where it was put while it is drawn. When no page has room, a new page is made (up to
/// ``maximumPages``), else the page drawn longest ago is emptied and refilled: its texts are made again when next
/// drawn. Pages nothing was drawn from for `evictAfterFrames` frames are destroyed at the next sweep.
@MainActor
final class TextAtlas {
    /// Where a text is: its page's texture and its pixels there.
    struct Place {
        var page: Int
        var generation: Int
        var rect: SDL_Rect
    }

    private struct Shelf {
        var y: Int32
        var height: Int32
        var nextX: Int32
    }

    private struct Page {
        var texture: OpaquePointer
        var shelves: [Shelf] = []
        var nextY: Int32
        var lastUsedFrame: Int
        /// Bumped whenever the page is emptied: a ``Place`` of an older generation is gone.
        var generation: Int
    }

    /// Side of a page in pixels.
    let side: Int32
    /// Pages the atlas grows to before it empties the one drawn longest ago.
    static let maximumPages = 8
    /// The white block in each page's corner, `whiteSize` pixels square; fills copy its inner 2 × 2 pixels, so that
    /// smooth scaling never reaches past its edge.
    static let whiteSize: Int32 = 4
    /// Empty pixels around each text, so that neighbours never bleed into one another.
    static let padding: Int32 = 1

    private let renderer: OpaquePointer
    private var pages: [Page?] = []
    private var frame = 0
    /// The generation the next emptied or made page takes: never one a page had before, at any index.
    private var nextGeneration = 1
    /// Frames a page nothing was drawn from survives before it is destroyed.
    var evictAfterFrames = 120
    /// The page drawn from last: fills come from its white block, so that they join its texts' draw call.
    private(set) var currentPage: Int?

    /// How many pages are alive.
    var pageCount: Int { pages.lazy.compactMap { $0 }.count }

    /// An atlas for `renderer` with pages `side` pixels square (at most its largest texture).
    init(renderer: OpaquePointer, side: Int32 = 512) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        let largest = SDL_GetRendererInfo(renderer, &info) == 0 && info.max_texture_width > 0
            ? min(info.max_texture_width, info.max_texture_height) : side
        self.side = min(side, largest)
    }

    isolated deinit {
        destroyAll()
    }

    /// The texture of a page and the place's pixels; nil when the place is gone (its page emptied or destroyed).
    /// Marks the page drawn this frame.
    func use(_ place: Place) -> (texture: OpaquePointer, rect: SDL_Rect)? {
        guard holds(place), let page = pages[place.page] else { return nil }
        pages[place.page]?.lastUsedFrame = frame
        currentPage = place.page
        return (page.texture, place.rect)
    }

    /// Copies `surface` into a page (converted to the page's ARGB8888 first when it is in another format); nil when
    /// it is larger than a page or no page can be made.
    func add(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Place? {
        if surface.pointee.format.pointee.format != csdl_pixelformat_argb8888() {
            guard let converted = SDL_ConvertSurfaceFormat(surface, csdl_pixelformat_argb8888(), 0) else { return nil }
            defer { SDL_FreeSurface(converted) }
            return add(converted)
        }
        let width = surface.pointee.w, height = surface.pointee.h
        guard width > 0, height > 0, width + 2 * Self.padding <= side, height + 2 * Self.padding <= side - Self.whiteSize else {
            return nil
        }
        guard let place = reserve(width: width, height: height), let page = pages[place.page] else { return nil }
        var rect = place.rect
        guard SDL_LockSurface(surface) == 0 else { return nil }  // a no-op but for RLE surfaces, which text never is
        defer { SDL_UnlockSurface(surface) }
        guard SDL_UpdateTexture(page.texture, &rect, surface.pointee.pixels, surface.pointee.pitch) == 0 else { return nil }
        pages[place.page]?.lastUsedFrame = frame
        currentPage = place.page
        return place
    }

    /// The current page's texture and its white block's inner pixels, for a fill; nil when there is no page.
    func white() -> (texture: OpaquePointer, rect: SDL_Rect)? {
        guard let index = currentPage ?? pages.firstIndex(where: { $0 != nil }), let page = pages[index] else { return nil }
        pages[index]?.lastUsedFrame = frame
        return (page.texture, SDL_Rect(x: 1, y: 1, w: Self.whiteSize - 2, h: Self.whiteSize - 2))
    }

    /// Makes the first page when there is none (so that fills can be drawn before any text).
    func ensurePage() {
        if pages.allSatisfy({ $0 == nil }) { _ = makePage(at: pages.firstIndex(where: { $0 == nil }) ?? pages.count) }
    }

    /// Marks the end of a frame; once every 60 frames, destroys the pages nothing was drawn from for a while. True
    /// when it swept (places may have gone: see ``holds(_:)``).
    @discardableResult
    func endFrame() -> Bool {
        frame += 1
        guard frame % 60 == 0 else { return false }
        for index in pages.indices {
            guard let page = pages[index], frame - page.lastUsedFrame > evictAfterFrames else { continue }
            SDL_DestroyTexture(page.texture)
            pages[index] = nil
            if currentPage == index { currentPage = nil }
        }
        return true
    }

    /// Whether `place` still holds its text (its page neither emptied nor destroyed since).
    func holds(_ place: Place) -> Bool {
        place.page < pages.count && pages[place.page]?.generation == place.generation
    }

    /// Destroys every page.
    func destroyAll() {
        for page in pages.compactMap({ $0 }) { SDL_DestroyTexture(page.texture) }
        pages = []
        currentPage = nil
    }

    /// Room for a `width` × `height` text: on a shelf of a page that has it, on a new shelf, on a new page, or on the
    /// page drawn longest ago, emptied.
    private func reserve(width: Int32, height: Int32) -> Place? {
        let w = width + 2 * Self.padding, h = height + 2 * Self.padding
        for index in pages.indices where pages[index] != nil {
            if let place = reserve(w, h, on: index) { return place }
        }
        let index: Int
        if let free = pages.firstIndex(where: { $0 == nil }) {
            index = free
        } else if pages.count < Self.maximumPages {
            index = pages.count
        } else {
            index = pages.indices.min { pages[$0]!.lastUsedFrame < pages[$1]!.lastUsedFrame }!
            empty(index)
            return reserve(w, h, on: index)
        }
        guard makePage(at: index) else { return nil }
        return reserve(w, h, on: index)
    }

    /// Room for a padded `w` × `h` on page `index`: the first shelf it fits (not more than a quarter taller than the
    /// text, so that short texts do not fill tall shelves), or a new shelf below the last.
    private func reserve(_ w: Int32, _ h: Int32, on index: Int) -> Place? {
        guard var page = pages[index] else { return nil }
        defer { pages[index] = page }
        let place = { (x: Int32, y: Int32) in
            Place(page: index, generation: page.generation,
                  rect: SDL_Rect(x: x + Self.padding, y: y + Self.padding, w: w - 2 * Self.padding, h: h - 2 * Self.padding))
        }
        for s in page.shelves.indices {
            let shelf = page.shelves[s]
            if h <= shelf.height, shelf.height <= h + h / 4 + 2, shelf.nextX + w <= side {
                page.shelves[s].nextX += w
                return place(shelf.nextX, shelf.y)
            }
        }
        guard page.nextY + h <= side else { return nil }
        page.shelves.append(Shelf(y: page.nextY, height: h, nextX: w))
        page.nextY += h
        return place(0, page.nextY - h)
    }

    /// Empties page `index`: its texts are made again when next drawn.
    private func empty(_ index: Int) {
        pages[index]?.shelves = []
        pages[index]?.nextY = Self.whiteSize
        pages[index]?.generation = nextGeneration
        nextGeneration += 1
    }

    /// Makes page `index` (replacing a destroyed one, or appended), with its white block; false when SDL cannot.
    private func makePage(at index: Int) -> Bool {
        guard let texture = SDL_CreateTexture(renderer, csdl_pixelformat_argb8888(), Int32(SDL_TEXTUREACCESS_STATIC.rawValue), side, side)
        else { return false }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        var white = [UInt32](repeating: 0xFFFF_FFFF, count: Int(Self.whiteSize * Self.whiteSize))
        var block = SDL_Rect(x: 0, y: 0, w: Self.whiteSize, h: Self.whiteSize)
        SDL_UpdateTexture(texture, &block, &white, Self.whiteSize * 4)
        let page = Page(texture: texture, nextY: Self.whiteSize, lastUsedFrame: frame, generation: nextGeneration)
        nextGeneration += 1
        if index < pages.count { pages[index] = page } else { pages.append(page) }
        return true
    }
}

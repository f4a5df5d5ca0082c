// Clips and group opacity for the renderer: a faded group drawn into an offscreen layer and blended once.
import CSDL2
import SplitKit

extension DisplayListRenderer {
    /// The depth `popClip` stops at: a group's own clips, or the viewport's.
    var clipFloor: Int { groups.last?.clipDepth ?? viewportClips }

    func applyClip(scale: Double) {
        setClip(clips.last, scale: scale)
    }

    /// Starts a group shown at `value`: its commands draw into a layer of the output's size, so they cover one
    /// another as if opaque and the whole is blended once (see ``endGroup(scale:)``).
    func beginGroup(opacity value: Double, scale: Double) {
        let value = max(0, min(1, value))
        let region = layerRegion(scale: scale), target = SDL_GetRenderTarget(renderer)
        let layer = value > 0 && value < 1 && opacity > 0 && region.w > 0 && region.h > 0 ? startLayer(region) : nil
        groups.append(Group(opacity: value, layer: layer, region: region, target: target, outerOpacity: opacity, clipDepth: clips.count))
        // In a layer commands are drawn as they are, the group's opacity applying when it is shown; without one
        // (opacity 1 or 0, or no layer to be had) each command is faded alone.
        opacity = layer == nil ? opacity * value : 1
        applyClip(scale: scale)  // a new target starts without a clip
    }

    /// A layer made the target, its `region` transparent or a copy of what is behind as its compositing needs;
    /// nil, the target unchanged, when there is none to be had.
    func startLayer(_ region: SDL_Rect) -> Layer? {
        guard let layer = layerCache.take(output) else { return nil }
        switch layer.compositing {
        case .premultiplied:
            SDL_SetRenderTarget(renderer, layer.texture)
            clearLayer(region)
        case .overBackdrop:
            guard copyBackdrop(region, into: layer) else {
                layerCache.giveBack(layer)
                return nil
            }
            SDL_SetRenderTarget(renderer, layer.texture)
        }
        return layer
    }


    /// Copies `region` of the current target into `layer`, so the group is drawn over what is behind it.
    func copyBackdrop(_ region: SDL_Rect, into layer: Layer) -> Bool {
        let count = Int(region.w) * Int(region.h), pitch = region.w * 4
        if backdrop.count < count { backdrop = [UInt32](repeating: 0, count: count) }
        var r = region
        return backdrop.withUnsafeMutableBytes { pixels in
            SDL_RenderReadPixels(renderer, &r, SDL_PIXELFORMAT_XRGB8888.rawValue, pixels.baseAddress, pitch) == 0
                && SDL_UpdateTexture(layer.texture, &r, pixels.baseAddress, pitch) == 0
        }
    }

    /// Ends the innermost group: its clips are dropped and its layer is shown on the target it began on.
    func endGroup(scale: Double) {
        guard let group = groups.popLast() else { return }
        if clips.count > group.clipDepth { clips.removeSubrange(group.clipDepth...) }
        opacity = group.outerOpacity
        if let layer = group.layer {
            SDL_SetRenderTarget(renderer, group.target)
            applyClip(scale: scale)
            composite(layer, region: group.region, opacity: group.opacity * group.outerOpacity)
            layerCache.giveBack(layer)
        } else {
            applyClip(scale: scale)
        }
    }

    /// The output pixels a group can draw on: its clip, or the whole output.
    func layerRegion(scale: Double) -> SDL_Rect {
        let all = SDL_Rect(x: 0, y: 0, w: output.width, h: output.height)
        guard let clip = clips.last else { return all }
        let r = Self.pixelRect(clip, scale: scale)
        let x0 = max(0, r.x), y0 = max(0, r.y), x1 = min(all.w, r.x + r.w), y1 = min(all.h, r.y + r.h)
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    /// Makes `region` of the current (layer) target transparent: what the group does not draw shows what is behind.
    func clearLayer(_ region: SDL_Rect) {
        var r = region
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderFillRect(renderer, &r)
    }

    /// Blends `region` of a layer onto the current target at `opacity`, once for the whole group.
    func composite(_ layer: Layer, region: SDL_Rect, opacity: Double) {
        let alpha = UInt8((max(0, min(1, opacity)) * 255).rounded())
        SDL_SetTextureAlphaMod(layer.texture, alpha)
        // Premultiplied colour is scaled by the opacity as well; plain blending scales the colour by the alpha.
        let colour = layer.compositing == .premultiplied ? alpha : 255
        SDL_SetTextureColorMod(layer.texture, colour, colour, colour)
        var source = region, destination = region
        SDL_RenderCopy(renderer, layer.texture, &source, &destination)
    }
}

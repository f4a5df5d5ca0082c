// A font file read for SDL_ttf through a few cached blocks with pread (CSDLPlatformFontFile.h says why).
#include "CSDLPlatformFontFile.h"
#include <SDL2/SDL.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { block_size = 4096, block_count = 8 };

typedef struct {
    Sint64 offset;     // the block's offset in the file; -1 while the slot is unused
    size_t length;     // bytes held (less than block_size only for the file's last block)
    unsigned long used;  // when it was last read from, for choosing which slot to reuse
    char *bytes;       // allocated on the slot's first use
} font_block;

typedef struct {
    int fd;
    Sint64 size;
    Sint64 position;
    unsigned long clock;
    font_block blocks[block_count];
} font_file;

static font_file *file_of(SDL_RWops *stream) { return (font_file *)stream->hidden.unknown.data1; }

static Sint64 font_file_size(SDL_RWops *stream) { return file_of(stream)->size; }

static Sint64 font_file_seek(SDL_RWops *stream, Sint64 offset, int whence) {
    font_file *file = file_of(stream);
    Sint64 base = whence == RW_SEEK_SET ? 0 : whence == RW_SEEK_CUR ? file->position : file->size;
    if (whence != RW_SEEK_SET && whence != RW_SEEK_CUR && whence != RW_SEEK_END) return SDL_SetError("font file: unknown seek");
    if (base + offset < 0) return SDL_SetError("font file: seek before the start");
    file->position = base + offset;
    return file->position;
}

/// Up to `wanted` bytes at `offset` read into `destination` with pread, fewer only at the end of the file (it may have
/// been cut short since it was opened); `*got` says how many. 0, with SDL's error set, when reading failed.
static int read_at(int fd, char *destination, size_t wanted, Sint64 offset, size_t *got) {
    *got = 0;
    while (*got < wanted) {
        ssize_t n = pread(fd, destination + *got, wanted - *got, offset + (Sint64)*got);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            SDL_SetError("font file: %s", strerror(errno));
            return 0;
        }
        if (n == 0) break;
        *got += (size_t)n;
    }
    return 1;
}

/// The slot holding the block at `offset`, read in when it is not there; NULL on a read error.
static font_block *block_at(font_file *file, Sint64 offset) {
    font_block *chosen = &file->blocks[0];
    for (int i = 0; i < block_count; i++) {
        font_block *block = &file->blocks[i];
        if (block->offset == offset) {
            block->used = ++file->clock;
            return block;
        }
        if (block->offset < 0 || (chosen->offset >= 0 && block->used < chosen->used)) chosen = block;
    }
    if (!chosen->bytes && !(chosen->bytes = malloc(block_size))) return NULL;
    size_t length = 0;
    if (!read_at(file->fd, chosen->bytes, block_size, offset, &length)) {
        chosen->offset = -1;
        return NULL;
    }
    chosen->offset = offset;
    chosen->length = length;
    chosen->used = ++file->clock;
    return chosen;
}

/// `wanted` bytes at the position read straight into `destination` with pread, not through the blocks; the bytes read.
static size_t read_directly(font_file *file, char *destination, size_t wanted) {
    size_t done = 0;
    (void)read_at(file->fd, destination, wanted, file->position, &done);  // on an error, what was read before it
    file->position += (Sint64)done;
    return done;
}

static size_t font_file_read(SDL_RWops *stream, void *destination, size_t size, size_t count) {
    font_file *file = file_of(stream);
    if (size == 0 || count == 0) return 0;
    size_t wanted = size * count, done = 0;
    if (wanted / count != size) return 0;
    // A table read whole (FreeType's loca and cmap, HarfBuzz's GSUB and GPOS, a colour glyph's image) in one pread:
    // through the blocks it took a pread per 4 KB and pushed out the blocks the glyph reads come back to.
    if (wanted >= block_size) return read_directly(file, destination, wanted) / size;
    while (done < wanted) {
        Sint64 at = file->position;
        Sint64 start = at - at % block_size;
        font_block *block = block_at(file, start);
        if (!block) break;
        size_t within = (size_t)(at - start);
        if (within >= block->length) break;  // past the end
        size_t take = block->length - within;
        if (take > wanted - done) take = wanted - done;
        memcpy((char *)destination + done, block->bytes + within, take);
        done += take;
        file->position += (Sint64)take;
    }
    return done / size;
}

static size_t font_file_write(SDL_RWops *stream, const void *source, size_t size, size_t count) {
    (void)stream, (void)source, (void)size, (void)count;
    SDL_SetError("font file: read only");
    return 0;
}

static int font_file_close(SDL_RWops *stream) {
    font_file *file = file_of(stream);
    for (int i = 0; i < block_count; i++) free(file->blocks[i].bytes);
    close(file->fd);
    free(file);
    SDL_FreeRW(stream);
    return 0;
}

SDL_RWops *csdl_platform_font_file(const char *path) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        SDL_SetError("Couldn't open %s: %s", path, strerror(errno));
        return NULL;
    }
    struct stat status;
    if (fstat(fd, &status) != 0) {
        SDL_SetError("Couldn't open %s: %s", path, strerror(errno));
        close(fd);
        return NULL;
    }
    if (!S_ISREG(status.st_mode)) {
        SDL_SetError("Couldn't open %s: %s", path, S_ISDIR(status.st_mode) ? "it is a folder" : "it is not a regular file");
        close(fd);
        return NULL;
    }
    font_file *file = calloc(1, sizeof *file);
    SDL_RWops *stream = file ? SDL_AllocRW() : NULL;
    if (!stream) {
        free(file);
        close(fd);
        SDL_OutOfMemory();
        return NULL;
    }
    file->fd = fd;
    file->size = status.st_size;
    for (int i = 0; i < block_count; i++) file->blocks[i].offset = -1;
    stream->size = font_file_size;
    stream->seek = font_file_seek;
    stream->read = font_file_read;
    stream->write = font_file_write;
    stream->close = font_file_close;
    stream->type = SDL_RWOPS_UNKNOWN;
    stream->hidden.unknown.data1 = file;
    return stream;
}

//! Giving memory back to the system between the stages of a scan, and while decoding
//! images.
//!
//! A scan of a million files makes a million small allocations during the walk, on the
//! pool's threads, and frees much of what surrounds them (per-folder lists, the list's
//! growth) when the stages hand over. The C allocator keeps such freed pages, so the
//! process would stay at its high-water mark; asking it to trim after a stage returns them
//! and keeps the scan's peak near what it really holds.

/// Returns freed heap pages to the system (glibc's `malloc_trim`; elsewhere nothing).
pub fn give_back_freed() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only walks the allocator's own free lists; it is thread-safe.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Allocations at least this large are mapped from the system on their own while images
/// are decoded (see [`map_large_allocations`]).
const MAPPED_FROM: i32 = 4 << 20;

/// Makes the C allocator map every allocation of [`MAPPED_FROM`] bytes or more on its own,
/// for the rest of the process. glibc does so only from a threshold that rises to 32 MiB
/// once such a block is freed; below it, a decoder's growing buffers are copied when they
/// grow (old and new held at once) and stay in per-thread pools when freed. Measured on the
/// wallpapers of /usr/share: half the peak memory, for about 7 % more time.
pub fn map_large_allocations() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only changes the allocator's settings; it is thread-safe.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, MAPPED_FROM);
    }
}

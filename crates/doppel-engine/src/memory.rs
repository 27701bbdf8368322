//! Giving memory back to the system between the stages of a scan.
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

#ifndef TRELLIS_FILE_SYSTEM_H
#define TRELLIS_FILE_SYSTEM_H

/// Atomically exchanges two paths (Linux renameat2 with RENAME_EXCHANGE): both must exist.
/// Returns 0 on success, -1 with errno set on failure (ENOSYS or EINVAL where unsupported).
int trellis_exchange_paths(const char *first, const char *second);

#endif

#ifndef TRELLIS_FILE_SYSTEM_H
#define TRELLIS_FILE_SYSTEM_H

#ifdef __linux__
// Extended attributes (llistxattr, lgetxattr, lsetxattr): kept on the directories of an output
// a new site replaces. Glibc's Swift module does not export them.
#include <sys/xattr.h>
#endif

/// Atomically exchanges two paths, both of which must exist: renameat2 with RENAME_EXCHANGE on
/// Linux, renamex_np with RENAME_SWAP on Darwin. Returns 0 on success, -1 with errno set on
/// failure (ENOSYS or EINVAL where unsupported: the caller then falls back to two renames).
int trellis_exchange_paths(const char *first, const char *second);

#endif

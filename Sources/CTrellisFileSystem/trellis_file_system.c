#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include "trellis_file_system.h"

int trellis_exchange_paths(const char *first, const char *second) {
#if defined(__linux__) && defined(RENAME_EXCHANGE)
  return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#elif defined(__APPLE__) && defined(RENAME_SWAP)
  /* Darwin (macOS 10.12 and later): <stdio.h> declares renamex_np. Not built or run here: the
     project's machines are Linux. */
  return renamex_np(first, second, RENAME_SWAP);
#else
  errno = ENOSYS;
  return -1;
#endif
}

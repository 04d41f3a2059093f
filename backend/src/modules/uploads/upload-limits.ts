const MIB = 1024 * 1024;

/** Multi-part chunk size when the client names none (contract: 5 MiB). */
export const DEFAULT_CHUNK_BYTES = 5 * MIB;
/** Largest chunk (contract: 64 MiB); also the multer limit of one part. */
export const MAX_CHUNK_BYTES = 64 * MIB;
/**
 * Most parts one upload may have. The contract allows 1-byte chunks; without a cap a 2 GiB file
 * could ask for two billion parts (and as many files).
 */
export const MAX_PARTS = 10_000;

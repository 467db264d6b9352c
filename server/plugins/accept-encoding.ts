// Content negotiation for the precompressed files, shared by the file cache and the replay of its
// answers (each answer is recorded per encoding).

/** Which of the stored encodings a request accepts (brotli is preferred when both are). */
export function acceptedEncodings(acceptEncoding: string | undefined) {
  const accept = acceptEncoding ?? ''
  return { br: /\bbr\b/.test(accept), gzip: /\bgzip\b/.test(accept) }
}

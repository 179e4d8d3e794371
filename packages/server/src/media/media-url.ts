/** Where an upload is served: stable, since the name is the content's sha256. */
export const mediaUrl = (hash: string, ext: string) => `/media/${hash}.${ext}`;

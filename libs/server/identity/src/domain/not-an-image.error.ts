/** The upload is not a photo in a format we accept, whatever its name or declared type said. */
export class NotAnImageError extends Error {}

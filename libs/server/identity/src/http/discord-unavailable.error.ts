/** Discord did not answer, or answered outside its protocol: the sign-in ends with the general message. */
export class DiscordUnavailableError extends Error {}

// The only module that reads import.meta.env, so the rest stays testable under jest (CommonJS).
const measurementId = import.meta.env.VITE_GA_MEASUREMENT_ID?.trim();

export const env = {
  /** GA4 measurement id; when empty, page views go to our own collector. */
  gaMeasurementId: measurementId ? measurementId : undefined,
} as const;

/** An image of the landing page: modern format, explicit size (no layout shift), and its alternative text. */
export interface LandingImage {
  src: string;
  width: number;
  height: number;
  /** Empty for a decorative image whose meaning the text beside it already carries. */
  alt: string;
}

/** The generation request the API tests send unless they test the request itself: a studio's webinar. */
export const webinarRequest = (overrides: Record<string, unknown> = {}) => ({
  prompt: "A yoga studio's spring webinar on breathing for desk workers, on March 14 at 18:00",
  title: "Breathe Better at Work",
  companyName: "Peak Studio",
  landingPageType: "webinar",
  industry: "fitness",
  targetAudience: "office workers",
  logoOption: "generate",
  logoData: null,
  ...overrides,
});

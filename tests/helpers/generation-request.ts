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

/** The request of the tests that edit a generated page (hand edits, SEO, pixels, brand kit, versions). */
export const bakeryRequest = () => ({
  prompt: "A bakery in Lisbon selling sourdough and pastel de nata, open every morning from 7:00",
  title: "Fresh Bread Every Morning",
  companyName: "Forno Azul",
  landingPageType: "lead-generation",
  industry: "food",
  targetAudience: "neighbours",
  logoOption: "generate",
  logoData: null,
});

/** The request of the tests that run generations on a real server process (graceful stop, jobs, crashes). */
export const newsletterRequest = (overrides: Record<string, unknown> = {}) => ({
  prompt: "A weekly coffee newsletter for home baristas with brewing tips and bean reviews",
  title: "Coffee Friday",
  companyName: "Bean Letter",
  landingPageType: "newsletter",
  industry: "food",
  targetAudience: "home baristas",
  logoOption: "generate",
  logoData: null,
  ...overrides,
});

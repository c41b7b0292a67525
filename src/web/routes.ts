import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Paths prerendered at build are listed in lib/public-routes.ts; the rest use the SPA fallback.
export default [
  index("routes/home.tsx"),
  route("auth", "routes/auth.tsx"),
  route("profile", "routes/profile.tsx"),
  route("editor/:id", "routes/editor.tsx"),
  route("pages/:id", "routes/workspace.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("confirm-email", "routes/confirm-email.tsx"),
  route("showcase", "routes/showcase.tsx"),
  route("faq", "routes/faq.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("return-policy", "routes/return-policy.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),
  route("delivery-policy", "routes/delivery-policy.tsx"),
  route("dispute-resolution", "routes/dispute-resolution.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

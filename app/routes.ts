import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The spec's URLs (§2), mapped explicitly to the modules that render them. */
export default [
  index("routes/site/home.tsx"),
  route("shop", "routes/site/shop.tsx"),
  route("productinfo/:id", "routes/site/product.tsx"),
  route("contact", "routes/site/contact.tsx"),
  route("about", "routes/site/about.tsx"),
  route("certificates", "routes/site/certificates.tsx"),
  route("privacy", "routes/site/privacy.tsx"),
  route("tandc", "routes/site/tandc.tsx"),
  route("error", "routes/site/error.tsx"),
  route("sign-up", "routes/auth/sign-up.tsx"),
  route("sign-in", "routes/auth/sign-in.tsx"),
  route("sign-out", "routes/auth/sign-out.ts"),
  route("user", "routes/account/user.tsx"),
  route("cart", "routes/account/cart.tsx"),
  route("admin", "routes/admin/dashboard.tsx"),
  route("catalogue.pdf", "routes/resources/catalogue-pdf.ts"),
  route("api/media", "routes/resources/media-upload.ts"),
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;

import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { productPageData } from "~/catalogue/product-page.server";
import { appDb } from "~/db/db.server";
import { ErrorPanel } from "~/frame/error-panel";
import { catalogueHeaders, PUBLIC_FRESH } from "~/http/cache-control";
import { productPath } from "~/http/paths";
import { m } from "~/i18n/paraglide/messages.js";
import { useErrorReference } from "~/observability/request-reference";
import { noindexMeta, pageMeta, pageTitle, seoContext } from "~/seo/seo";
import { DetailList, ProductPage } from "~/shop/product-page";
import type { Route } from "./+types/product";

export async function loader({ params, url }: Route.LoaderArgs) {
  const page = await productPageData(appDb(), params.id, url);
  if (!page) throw data({ message: "Product not found" }, { status: 404 });
  return data(page, { headers: { "Cache-Control": PUBLIC_FRESH } });
}

export const headers = catalogueHeaders;

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const ctx = seoContext(matches);
  if (!d) return noindexMeta(pageTitle(ctx, m.product_not_found()));
  const p = d.product;
  return [
    ...pageMeta(ctx, {
      title: pageTitle(ctx, p.title),
      description: d.description,
      path: productPath(p.id),
      type: "product",
      image: d.shareImage,
      // Not yet translated: served in the page's frame with English content, kept out of the index.
      noindex: !d.translated,
      languages: d.languages,
    }),
    { property: "product:price:amount", content: (p.pricePaise / 100).toFixed(2) },
    { property: "product:price:currency", content: "INR" },
    { "script:ld+json": d.jsonLd },
    { "script:ld+json": d.crumbsJsonLd },
  ];
};

export function ErrorBoundary() {
  const error = useRouteError();
  const reference = useErrorReference();
  if (isRouteErrorResponse(error) && error.status === 404) {
    // Spec §8: "Product not found", and "Description not found" where the description would be.
    return (
      <ErrorPanel status={404} title={m.product_not_found()} message={m.product_not_found_text()}>
        <DetailList
          id="description-heading"
          title={m.product_description()}
          items={[]}
          empty={m.product_description_not_found()}
          className="mt-8 w-full text-left"
        />
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel
      title={m.product_error_title()}
      message={m.product_error_text()}
      reference={reference}
    />
  );
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductPage page={loaderData} />;
}

import type { ImageRef } from "~/media/image-ref";
import type { ProductSpecs } from "./specs";

/** Domain shapes the UI sees; database rows are mapped to these in one place. */

export interface ProductSummary {
  id: string;
  title: string;
  pricePaise: number;
  bestSell: boolean;
  star: number;
  reviewCount: number;
  image: ImageRef | null;
}

export interface ProductCategoryRef {
  category: string;
  subcategory: string | null;
}

export interface Product extends ProductSummary {
  images: ImageRef[];
  categories: ProductCategoryRef[];
  description: string[];
  specification: string[];
  features: string[];
  /** Typed specifications in stored units; all null when none were given. */
  specs: ProductSpecs;
  createdAt: number;
  updatedAt: number;
}

export interface Category {
  id: number;
  name: string;
  image: ImageRef | null;
  subcategories: { id: number; name: string }[];
}

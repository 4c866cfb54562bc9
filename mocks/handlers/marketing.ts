/**
 * The marketing areas beyond coupons (sales links, banners, campaigns, testimonies, settings, free materials,
 * fixed bar, navigation, redirects, automatic links, advertisements, offers), registered together so
 * handlers/index.ts gains one line for all of them.
 */
import type { Router } from '../server/router.ts';
import { registerAdvertisementRoutes } from './advertisements.ts';
import { registerAutomaticLinkRoutes } from './automaticLinks.ts';
import { registerBannerRoutes } from './banners.ts';
import { registerCampaignRoutes } from './campaigns.ts';
import { registerFixedBarRoutes } from './fixedBar.ts';
import { registerFreeMaterialRoutes } from './freeMaterials.ts';
import { registerMarketingSettingsRoutes } from './marketingSettings.ts';
import { registerNavigationRoutes } from './navigation.ts';
import { registerOfferRoutes } from './offers.ts';
import { registerRedirectRoutes } from './redirects.ts';
import { registerSalesLinkRoutes } from './salesLinks.ts';
import { registerTestimonyRoutes } from './testimonies.ts';

/** Registers the routes of every marketing area except coupons (handlers/coupons.ts). */
export function registerMarketingRoutes(router: Router): void {
  registerSalesLinkRoutes(router);
  registerBannerRoutes(router);
  registerCampaignRoutes(router);
  registerTestimonyRoutes(router);
  registerMarketingSettingsRoutes(router);
  registerFreeMaterialRoutes(router);
  registerFixedBarRoutes(router);
  registerNavigationRoutes(router);
  registerRedirectRoutes(router);
  registerAutomaticLinkRoutes(router);
  registerAdvertisementRoutes(router);
  registerOfferRoutes(router);
}

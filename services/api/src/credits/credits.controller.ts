import { Controller, Get, Inject, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { creditsQuerySchema, DISCOUNT_ERRORS, discountCodeQuerySchema, DomainError, issuersQuerySchema, type CreditsOfferView, type CreditsQuery, type DiscountCodeView, type PaymentIssuerView, type TimeBonusView } from '@dating/domain';
import type { PaymentProvider } from '@dating/platform';
import type { Request } from 'express';
import type { z } from 'zod';
import { CurrentSession, MemberSessionGuard, MemberSessions, type MemberSession } from '../auth/member-session.guard.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { API_ERRORS, ApiError } from '../http/api-errors.js';
import { PAYMENT_PROVIDER } from '../runtime/tokens.js';
import { SiteHost } from '../settings/site-host.decorator.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { Buyers } from './buyers.js';
import { CreditOffers, paymentCountryOf, pricesIn } from './credit-offers.js';
import { Discounts } from './discounts.js';
import { ValidQuery } from '../http/validated-input.js';

@Controller('api')
export class CreditsController {
  constructor(
    private readonly sites: SiteResolver,
    private readonly sessions: MemberSessions,
    private readonly buyers: Buyers,
    private readonly offers: CreditOffers,
    private readonly discounts: Discounts,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @ApiOperation({ summary: 'Credit bundles, prices, VAT, payment methods and the discount in force (visitors: the site country)' })
  @ApiResponse({ status: 200, description: 'CreditsOfferView' })
  @Get('credits.php')
  async credits(
    @Req() request: Request,
    @SiteHost() host: string | undefined,
    @ValidQuery(creditsQuerySchema) query: CreditsQuery,
  ): Promise<CreditsOfferView> {
    const site = this.sites.forHost(host);
    const session = await this.sessions.resolve(request);
    if (!session) return this.offers.offer(site, paymentCountryOf(site, query.country, null));
    const buyer = await this.buyers.of(session.memberId);
    const country = paymentCountryOf(site, query.country, buyer.country);
    // A typed code that does not fit is reported by discountcode.php; here the page simply shows the prices without it.
    const code = query.discount_code
      ? await this.discounts.typed(query.discount_code, buyer, country).catch((error: unknown) => {
          if (error instanceof DomainError) return null;
          throw error;
        })
      : null;
    const [standing, note] = await Promise.all([this.discounts.standing(buyer), this.discounts.timeBonusNote(buyer)]);
    return this.offers.offer(site, country, { standing, code, note }, session.memberId);
  }

  @ApiOperation({ summary: 'Banks to choose from for iDEAL and EPS' })
  @ApiResponse({ status: 200, description: '{ issuers }' })
  @Get('issuers.php')
  @UseGuards(MemberSessionGuard)
  async issuers(@ValidQuery(issuersQuerySchema) query: z.infer<typeof issuersQuerySchema>): Promise<{ issuers: PaymentIssuerView[] }> {
    return { issuers: (await this.provider.listIssuers(query.method)).map(({ id, name }) => ({ id, name })) };
  }

  @ApiOperation({ summary: 'A discount code (code=, optional bundle_id=) or the welcome time bonus (welcome=true)' })
  @ApiResponse({ status: 200, description: 'DiscountCodeView or TimeBonusView' })
  @ApiResponse({ status: 404, description: 'DISCOUNT.NOT_FOUND, DISCOUNT.TIME_BONUS_UNAVAILABLE' })
  @ApiResponse({ status: 409, description: 'DISCOUNT.ALREADY_USED' })
  @ApiResponse({ status: 422, description: 'DISCOUNT.BELOW_MINIMUM, DISCOUNT.OTHER_COUNTRY' })
  @Get('discountcode.php')
  @RateLimited(RATE_LIMITS.discountCodes)
  @UseGuards(MemberSessionGuard)
  async discountCode(
    @CurrentSession() session: MemberSession,
    @SiteHost() host: string | undefined,
    @ValidQuery(discountCodeQuerySchema) query: z.infer<typeof discountCodeQuerySchema>,
  ): Promise<DiscountCodeView | TimeBonusView> {
    const buyer = await this.buyers.of(session.memberId);
    if (query.welcome === 'true') {
      const bonus = await this.discounts.timeBonus(buyer);
      if (!bonus) throw new DomainError(DISCOUNT_ERRORS.TIME_BONUS_UNAVAILABLE);
      return bonus;
    }
    if (!query.code) throw new ApiError(API_ERRORS.INVALID_BODY, { code: API_ERRORS.INVALID_BODY });
    const site = this.sites.forHost(host);
    const country = paymentCountryOf(site, query.country, buyer.country);
    const bundles = pricesIn(site, country).bundles;
    const bundle = query.bundle_id === undefined ? undefined : bundles.find((candidate) => candidate.id === query.bundle_id);
    // Without a bundle the code is checked against the largest one: the page then shows which bundles it fits.
    const price = bundle?.price ?? Math.max(...bundles.map((candidate) => candidate.price));
    return this.discounts.code(query.code, buyer, country, price);
  }
}

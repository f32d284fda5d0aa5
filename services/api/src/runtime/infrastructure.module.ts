import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { EMBEDDED_SITES } from '../settings/site-settings.js';
import { EventSourcedRepository, ipCountryLocator, lazyPlacesGazetteer, RequestKeys, SessionStore, SnapshottingRepository, type Infrastructure } from '@dating/platform';
import {
  ADDRESS_COUNTRIES,
  APP_CONFIG,
  APP_SECRET,
  CLOCK,
  EVENT_STORE,
  GAZETTEER,
  LIVE_BUS,
  METRICS,
  PAYMENT_PROVIDER,
  PERSONAL_FIELDS,
  PHOTO_STORAGE,
  QUEUE,
  RATE_LIMITER,
  READINESS,
  SITES,
  SMS,
  SQL,
  systemClock,
  type Clock,
} from './tokens.js';

/** Hands the composition root's adapters to Nest; every feature module sees them. */
@Global()
@Module({})
export class InfrastructureModule {
  static forRoot(infrastructure: Infrastructure, clock: Clock = systemClock): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: infrastructure.config },
      { provide: APP_SECRET, useValue: infrastructure.appSecret },
      { provide: SQL, useValue: infrastructure.sql },
      { provide: EVENT_STORE, useValue: infrastructure.eventStore },
      { provide: PHOTO_STORAGE, useValue: infrastructure.photoStorage },
      { provide: PAYMENT_PROVIDER, useValue: infrastructure.paymentProvider },
      { provide: SMS, useValue: infrastructure.sms },
      { provide: PERSONAL_FIELDS, useValue: infrastructure.personalFields },
      { provide: RATE_LIMITER, useValue: infrastructure.rateLimiter },
      { provide: METRICS, useValue: infrastructure.metrics },
      { provide: QUEUE, useValue: infrastructure.queue },
      { provide: LIVE_BUS, useValue: infrastructure.liveBus },
      { provide: READINESS, useValue: infrastructure.readiness },
      { provide: SITES, useValue: EMBEDDED_SITES },
      { provide: CLOCK, useValue: clock },
      { provide: GAZETTEER, useFactory: lazyPlacesGazetteer },
      { provide: ADDRESS_COUNTRIES, useFactory: ipCountryLocator },
      { provide: SessionStore, useValue: infrastructure.sessions },
      { provide: RequestKeys, useValue: infrastructure.requestKeys },
      { provide: EventSourcedRepository, useValue: new EventSourcedRepository(infrastructure.eventStore) },
      { provide: SnapshottingRepository, useValue: new SnapshottingRepository(infrastructure.eventStore, infrastructure.snapshots) },
      ReadModelConsistency,
      StreamDecisions,
    ];
    return { module: InfrastructureModule, providers, exports: providers.map((provider) => ('provide' in provider ? provider.provide : provider)) };
  }
}

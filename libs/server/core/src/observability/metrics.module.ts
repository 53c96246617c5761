import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Metrics } from './metrics';
import { MetricsServer } from './metrics-server';

export interface MetricsModuleOptions {
  /** The `service` label of every figure: api or worker. */
  service: string;
  /** The port when `METRICS_PORT` is not set (api: PORT + 90, worker: PORT + 91); tests take any free port. */
  defaultPort: (config: AppConfig) => number;
}

const METRICS_OPTIONS = Symbol('METRICS_OPTIONS');

/** Opens the metrics port once the application is up, and closes it on shutdown. */
@Injectable()
class MetricsEndpoint implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly server: MetricsServer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(METRICS_OPTIONS) private readonly options: MetricsModuleOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.METRICS_PORT ?? (this.config.NODE_ENV === 'test' ? 0 : this.options.defaultPort(this.config));
    await this.server.listen(port, this.config.METRICS_HOST);
  }

  onApplicationShutdown(): Promise<void> {
    return this.server.close();
  }
}

/** The process's `Metrics` (global: any provider may count) and its endpoint on the metrics port (ADR 0043). */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(options: MetricsModuleOptions): DynamicModule {
    return {
      module: MetricsModule,
      providers: [
        { provide: METRICS_OPTIONS, useValue: options },
        { provide: Metrics, useFactory: () => new Metrics(options.service) },
        { provide: MetricsServer, inject: [Metrics], useFactory: (metrics: Metrics) => new MetricsServer(metrics) },
        MetricsEndpoint,
      ],
      exports: [Metrics, MetricsServer],
    };
  }
}

import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppLogging } from '../logging/app-logging';
import { DataSource, DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { migrateDatabase } from './migrate-exclusively';
import { ReplicaReads } from './replica-reads';

/** The data source (its migrations run first) and ReplicaReads, for every module. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG, AppLogging],
      // Migrations run before the app's connections open, never from synchronize, by one process at a time and on a
      // connection of their own (see migrateDatabase).
      useFactory: async (config: AppConfig, logging: AppLogging) => {
        await migrateDatabase(config, logging.logger);
        return {
          ...dataSourceOptions(
            config.databaseUrl,
            config.databaseTimeoutMs,
            config.databaseReplicaUrls,
            config.databaseTimeoutMs,
            logging.logger,
          ),
          autoLoadEntities: true,
        };
      },
      dataSourceFactory: (options?: DataSourceOptions) => new DataSource(options as DataSourceOptions).initialize(),
    }),
  ],
  providers: [ReplicaReads],
  exports: [ReplicaReads],
})
export class DatabaseModule {}

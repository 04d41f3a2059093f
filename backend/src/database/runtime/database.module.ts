import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DataSource, DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { migrateExclusively } from './migrate-exclusively';
import { ReplicaReads } from './replica-reads';

/** The data source (its migrations run first) and ReplicaReads, for every module. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.databaseUrl, config.databaseTimeoutMs, config.databaseReplicaUrls),
        autoLoadEntities: true,
      }),
      // Migrations run before the app listens, never from synchronize, and by one process at a time.
      dataSourceFactory: async (options?: DataSourceOptions) => {
        const dataSource = await new DataSource(options as DataSourceOptions).initialize();
        await migrateExclusively(dataSource);
        return dataSource;
      },
    }),
  ],
  providers: [ReplicaReads],
  exports: [ReplicaReads],
})
export class DatabaseModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DataSource, DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { migrateExclusively } from './migrate-exclusively';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.databaseUrl, config.databaseTimeoutMs),
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
})
export class DatabaseModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.databaseUrl),
        autoLoadEntities: true,
        // Migrations run before the app listens (see bootstrap), never from synchronize.
        migrationsRun: true,
      }),
    }),
  ],
})
export class DatabaseModule {}

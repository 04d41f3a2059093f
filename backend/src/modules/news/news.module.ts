import { Module } from '@nestjs/common';

// Being filled in by this family's issue.
@Module({})
export class NewsModule {}

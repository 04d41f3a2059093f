import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/api-envelope.decorator';
import { create as contentDisposition } from 'content-disposition';
import type { Response } from 'express';
import { OpenAccess } from '../../common/auth/call-access.decorator';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';
import { sendBody } from '../uploads/send-body';
import { BACKUP_DOWNLOAD_PATH, BackupsService } from './backups.service';

/** `GET /api/backup_download?name&expires&by&sig`: the link `adm/get_backup_link` signs (a browser sends no headers). */
@ApiTags('adm/backups')
@Controller()
export class BackupDownloadController {
  constructor(private readonly backups: BackupsService) {}

  @Get(BACKUP_DOWNLOAD_PATH)
  @OpenAccess()
  @ApiOperation({
    summary: 'Download a backup (the signed link adm/get_backup_link gives)',
    description: 'Audited (action `download`, family `backups`) as the admin the link was given to.',
  })
  @ApiResponse({
    status: 200,
    description: 'The archive (tar.gz)',
    content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors(403, 404)
  async download(
    @AdminCallContext() call: AdminContext,
    @Query('name') name: string,
    @Query('expires') expires: string,
    @Query('by') by: string,
    @Query('sig') sig: string,
    @Res() res: Response,
  ): Promise<void> {
    const link = {
      name: String(name ?? ''),
      expires: String(expires ?? ''),
      by: String(by ?? ''),
      sig: String(sig ?? ''),
    };
    const { body, size } = await this.backups.openSigned(link, call.actor);
    res.setHeader('Content-Type', 'application/gzip');
    res.setHeader('Content-Length', String(size));
    res.setHeader('Content-Disposition', contentDisposition(String(name), { type: 'attachment' }));
    res.setHeader('Cache-Control', 'no-store');
    await sendBody(body, res);
  }
}

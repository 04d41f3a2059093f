import { Body, Controller, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope } from '@site/contract';
import { FormBody, MarkFormBody } from '../../common/http/form-body.decorator';
import {
  UploadMultiFinishDto,
  UploadMultiFinishView,
  UploadMultiInitDto,
  UploadMultiInitView,
  UploadMultiPartDto,
  UploadMultiPartForm,
  UploadMultiPartView,
} from './dto/upload-multi.dto';
import { UploadPicForm } from './dto/upload-pic.dto';
import { MultipartUploadsService } from './multipart-uploads.service';
import { PicturesService } from './pictures.service';
import type { ReceivedFile } from './temp-file.engine';
import { TempFileInterceptor } from './temp-file.interceptor';
import { MAX_CHUNK_BYTES } from './upload-limits';
import { AdminApi } from '../../common/http/api-call.decorator';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

@ApiTags('adm/uploads')
@Controller('adm')
export class UploadsAdminController {
  constructor(
    private readonly pictures: PicturesService,
    private readonly multipart: MultipartUploadsService,
  ) {}

  @AdminApi(Call.UPLOAD_PIC, {
    scope: ApiKeyScope.UPLOADS,
    summary: 'Upload a picture (png/jpeg/gif/webp, detected from its content); answers its address',
    answer: { type: 'string', example: '/uploads/2026/11/5d41402abc4b2a76b9719d911017c592.png' },
    errors: [400, 401, 413, 415, 422],
  })
  @UseInterceptors(TempFileInterceptor('file', (config) => config.uploadPicMaxBytes))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadPicForm })
  uploadPic(@AdminCallContext() call: AdminContext, @UploadedFile() file: ReceivedFile | undefined): Promise<string> {
    return this.pictures.upload(file, call.admin.id, call.actor);
  }

  @AdminApi(Call.UPLOAD_MULTI_INIT, {
    scope: ApiKeyScope.UPLOADS,
    summary:
      'Start (or resume) a multi-part upload: the same admin, file name, size and sha256 again answers the parts already uploaded',
    answer: UploadMultiInitView,
    errors: [400, 401, 413, 422, 429],
  })
  @FormBody()
  init(@AdminCallContext() call: AdminContext, @Body() dto: UploadMultiInitDto): Promise<UploadMultiInitView> {
    return this.multipart.init(dto, call.admin.id);
  }

  @AdminApi(Call.UPLOAD_MULTI_PART, {
    scope: ApiKeyScope.UPLOADS,
    summary: 'Upload one part: in any order; sending it again overwrites it (idempotent)',
    answer: UploadMultiPartView,
    errors: [400, 401, 404, 413, 422],
  })
  @UseInterceptors(TempFileInterceptor('file', () => MAX_CHUNK_BYTES), MarkFormBody)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadMultiPartForm })
  putPart(
    @AdminCallContext() call: AdminContext,
    @Body() dto: UploadMultiPartDto,
    @UploadedFile() file: ReceivedFile | undefined,
  ): Promise<UploadMultiPartView> {
    return this.multipart.putPart(dto, file, call.admin.id);
  }

  @AdminApi(Call.UPLOAD_MULTI_FINISH, {
    scope: ApiKeyScope.UPLOADS,
    summary:
      'Finish a multi-part upload: merges the parts in order, checks size and sha256 and answers the file address; 422 with `data.missing_parts` when parts are missing',
    answer: UploadMultiFinishView,
    errors: [400, 401, 404, 409, 422],
  })
  @FormBody()
  finish(@AdminCallContext() call: AdminContext, @Body() dto: UploadMultiFinishDto): Promise<UploadMultiFinishView> {
    return this.multipart.finish(dto.upload_id, call.admin.id, call.actor);
  }
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { WEBHOOK_DELIVERY_STATES, type WebhookDeliveryState } from '@site/contract';
import { IsDefined, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/crud';

/** `adm/get_webhook_delivery_list`: an endpoint's deliveries, newest first. */
export class WebhookDeliveryListDto extends PageQueryDto {
  @ApiProperty({ description: 'The endpoint', example: 1, minimum: 1 })
  @IsDefined({ message: 'endpoint_id 不能为空' })
  @IsInt()
  @Min(1)
  endpoint_id: number;

  @ApiPropertyOptional({ description: 'Only the deliveries in this state', enum: WEBHOOK_DELIVERY_STATES })
  @IsOptional()
  @IsIn(WEBHOOK_DELIVERY_STATES, { message: `state 只能是 ${WEBHOOK_DELIVERY_STATES.join('、')}` })
  state?: WebhookDeliveryState;
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from "@nestjs/common";
import { ApiTags } from "@nestjs/swagger";
import { RepoAdminGuard } from "../auth/repo-admin.guard";
import { WebhooksService } from "./webhooks.service";
import { CreateWebhookDto } from "./dto/create-webhook.dto";
import { ListWebhooksQuery } from "./dto/list-webhooks.query";
import { WebhookDto } from "./dto/webhook.dto";

@ApiTags("webhooks")
@Controller("repos/:owner/:repo/hooks")
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  list(
    @Param("owner") owner: string,
    @Param("repo") repo: string,
    @Query() query: ListWebhooksQuery,
  ): Promise<WebhookDto[]> {
    return this.webhooks.list(owner, repo, query);
  }

  @Get(":id")
  get(
    @Param("owner") owner: string,
    @Param("repo") repo: string,
    @Param("id") id: string,
  ): Promise<WebhookDto> {
    return this.webhooks.get(owner, repo, id);
  }

  @Post()
  @UseGuards(RepoAdminGuard)
  create(
    @Param("owner") owner: string,
    @Param("repo") repo: string,
    @Body() dto: CreateWebhookDto,
  ): Promise<WebhookDto> {
    return this.webhooks.create(owner, repo, dto);
  }

  @Post(":id/pings")
  ping(
    @Param("owner") owner: string,
    @Param("repo") repo: string,
    @Param("id") id: string,
  ): Promise<void> {
    return this.webhooks.ping(owner, repo, id);
  }

  @Delete(":id")
  @HttpCode(204)
  @UseGuards(RepoAdminGuard)
  async remove(
    @Param("owner") owner: string,
    @Param("repo") repo: string,
    @Param("id") id: string,
  ): Promise<void> {
    await this.webhooks.remove(owner, repo, id);
  }
}

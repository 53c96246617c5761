import { Controller, Get, Inject, NotFoundException, Res } from '@nestjs/common';
import { ApiContract, APP_CONFIG, type AppConfig } from '@coaching/server-core';
import type { Response } from 'express';
import { openApiDocumentSchema } from './openapi-document';
import { OpenApiDocumentSource } from './openapi-document.source';

/**
 * `GET /api/openapi.json`: the document, public (it says no more than the web app's own scripts do), and in
 * development a readable reference at `GET /api/reference` (ADR 0045).
 */
@Controller('api')
export class OpenApiController {
  constructor(
    private readonly source: OpenApiDocumentSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('openapi.json')
  @ApiContract({ summary: 'この API の OpenAPI 3.1 文書', answer: openApiDocumentSchema })
  document() {
    return this.source.document();
  }

  @Get('reference')
  @ApiContract({ summary: 'OpenAPI 文書の読みやすい表示（開発環境だけ、本番では 404）', answerType: 'text/html' })
  reference(@Res() res: Response) {
    if (this.config.isProduction) throw new NotFoundException();
    res.type('html').send(this.source.referencePage());
  }
}

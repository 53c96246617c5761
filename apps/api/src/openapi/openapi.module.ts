import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OpenApiController } from './openapi.controller';
import { OpenApiDocumentSource } from './openapi-document.source';

/** The api described: the OpenAPI document generated from the routes and the contracts (ADR 0045). */
@Module({ imports: [DiscoveryModule], controllers: [OpenApiController], providers: [OpenApiDocumentSource] })
export class OpenApiModule {}

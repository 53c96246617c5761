import { Injectable } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { describedRoutes } from './described-routes';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';
import { referencePage } from './reference-page';

/** Builds the document once, on first ask, from the running app's routes (they do not change after start). */
@Injectable()
export class OpenApiDocumentSource {
  private built?: OpenApiDocument;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  document(): OpenApiDocument {
    this.built ??= buildOpenApiDocument(describedRoutes(this.discovery, this.reflector));
    return this.built;
  }

  referencePage(): string {
    return referencePage(this.document());
  }
}

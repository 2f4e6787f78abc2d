import { NestedStack } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import type { ServedRoute } from '../shared/routes';
import { MuseumFunction, type MuseumFunctionProps } from './museum-function';
import { acknowledge } from './nag';

export interface ApiModuleProps {
  readonly httpApi: HttpApi;
  /** The construct id of the function (the resource's name in PascalCase). */
  readonly functionId: string;
  readonly functionProps: MuseumFunctionProps;
  /** The served routes of this resource. */
  readonly routes: readonly ServedRoute[];
  /** The reason each route carries for having no API Gateway authorizer. */
  readonly authorizationReason: (route: ServedRoute) => string;
}

/**
 * One resource of the route table in a nested stack of its own: its function, log group, invoke
 * permission, integration and routes. Every route is still an API Gateway route of the one HTTP
 * API, so route throttling, access logs (`routeKey`) and the OpenAPI document are unchanged; the
 * main stack holds one resource per module instead of 4 + its routes (docs/design.md, "The stack
 * at full size").
 */
export class ApiModule extends NestedStack {
  readonly fn: MuseumFunction;
  /** By served route key. */
  readonly routes: ReadonlyMap<string, HttpRoute>;

  constructor(scope: Construct, id: string, props: ApiModuleProps) {
    super(scope, id, { description: `Museum API resource module ${props.functionId}` });
    this.fn = new MuseumFunction(this, props.functionId, props.functionProps);
    // One invoke permission for the whole API instead of one per route: at about 200 routes,
    // a permission each would pass CloudFormation's 500 resources per stack.
    const integration = new HttpLambdaIntegration(`${props.functionId}Integration`, this.fn, { scopePermissionToRoute: false });
    const routes = new Map<string, HttpRoute>();
    for (const route of props.routes) {
      const httpRoute = new HttpRoute(this, route.routeKey, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.servedPath, HttpMethod[route.method]),
        integration,
      });
      acknowledge(httpRoute, { 'AwsSolutions-APIG4': props.authorizationReason(route) });
      routes.set(route.routeKey, httpRoute);
    }
    this.routes = routes;
  }
}

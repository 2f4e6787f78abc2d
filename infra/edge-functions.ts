import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { VISIT_PATH } from '../shared/visitor-app/visit-page';
import { VISIT_PRELOAD_FUNCTION } from '../shared/visitor-app/visit-preload';

/** Paths without a file extension are the page's own routes, rewritten to its `index`; files stay files. */
const pageRoutes = (index: string) => `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.split('/').pop();
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '${index}';
  }
  return request;
}`;

/**
 * Console routes (`/add-user`, `/users/42`) are client-side routes of the single page app. They
 * are rewritten to `/index.html` here rather than with distribution-wide error responses, which
 * would also replace the API's own 403/404 JSON bodies under `/api/*` with the page.
 */
const SPA_ROUTES = pageRoutes('/index.html');

/**
 * The visitor page (`/visit`, `/visit/poi/{id}`: the QR labels' target) is a page of its own,
 * built apart from the console (`web/visit/`), with its own index.
 */
const VISIT_PAGE = pageRoutes(`${VISIT_PATH}/index.html`);

/**
 * The API reads the tenant's host from x-forwarded-host (CloudFront replaces Host with the API
 * origin's name) and refuses a token whose tenant is another one. Overwriting the header also
 * drops any value a client sent itself.
 */
const FORWARD_HOST = `function handler(event) {
  var request = event.request;
  request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  return request;
}`;

/** Uploads are keyed `<tenant>/<folder>/<file>`; the public URL puts them under `/uploads`. */
const STRIP_UPLOADS_PREFIX = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring('/uploads'.length);
  return request;
}`;

/** The CloudFront Functions of the console distribution (viewer-request, and the visitor page's viewer-response; JS 2.0). */
export class EdgeFunctions extends Construct {
  readonly spaRoutes: CloudFrontFunction;
  readonly visitPage: CloudFrontFunction;
  readonly visitPreload: CloudFrontFunction;
  readonly forwardHost: CloudFrontFunction;
  readonly stripUploadsPrefix: CloudFrontFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const make = (name: string, code: string) =>
      new CloudFrontFunction(this, name, { code: FunctionCode.fromInline(code), runtime: FunctionRuntime.JS_2_0 });
    this.spaRoutes = make('SpaRoutes', SPA_ROUTES);
    this.visitPage = make('VisitPage', VISIT_PAGE);
    this.visitPreload = make('VisitPreload', VISIT_PRELOAD_FUNCTION);
    this.forwardHost = make('ForwardHost', FORWARD_HOST);
    this.stripUploadsPrefix = make('StripUploadsPrefix', STRIP_UPLOADS_PREFIX);
  }
}

/**
 * `npm run saml-idp`: the small SAML identity provider of the tests (apps/server/test/saml-idp), on
 * http://localhost:7890, for trying SAML sign-in without the internet (README, "Single sign-on with SAML").
 * Its one account, alex@saml.demo.test, carries Alex Morgan's employee number (DL0001), which the demo's SAML
 * provider maps to the portal's employee number. Stop it with Ctrl+C.
 */
import { startSamlIdp } from '../apps/server/test/saml-idp/saml-idp-server.ts';

const PORT = Number(process.env.SAML_IDP_PORT ?? 7890);
const idp = await startSamlIdp({
  port: PORT,
  accounts: [{ email: 'alex@saml.demo.test', employeeNumber: 'DL0001' }],
});
console.log(`Test SAML IdP at ${idp.origin}; its metadata: ${idp.metadataUrl}`);
console.log('It signs anyone in as alex@saml.demo.test (employee number DL0001). Ctrl+C stops it.');
console.log(
  `IdP-initiated (once the provider allows it): ${idp.origin}/start?acs=http://localhost:3000/api/sso/demo-saml/saml/acs&email=alex@saml.demo.test&RelayState=/app/my-benefits/`,
);
process.on('SIGINT', () => void idp.close().then(() => process.exit(0)));

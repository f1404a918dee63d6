package etp

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// recorder is a transport that notes every operation answered with success (matched by method
// and path template), so the test can prove every operation of the contract was called.
type recorder struct {
	mu     sync.Mutex
	called map[string]bool
}

var pathParam = regexp.MustCompile(`\{[^}]+\}`)

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	res, err := http.DefaultTransport.RoundTrip(req)
	if err != nil || res.StatusCode >= 400 {
		return res, err
	}
	for id, op := range Operations {
		// /api/v1/orders/{id} -> ^/api/v1/orders/[^/]+$
		pattern := "^" + strings.ReplaceAll(regexp.QuoteMeta(pathParam.ReplaceAllString(op.Path, "PARAM")), "PARAM", `[^/]+`) + "$"
		if op.Method == req.Method && regexp.MustCompile(pattern).MatchString(req.URL.Path) {
			r.mu.Lock()
			r.called[id] = true
			r.mu.Unlock()
		}
	}
	return res, nil
}

func clone(v map[string]any) map[string]any {
	out := make(map[string]any, len(v))
	for k, x := range v {
		out[k] = x
	}
	return out
}

// must fails the test on an error and gives the value otherwise.
func must[T any](t *testing.T) func(v T, err error) T {
	return func(v T, err error) T {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

func TestLiveEveryOperation(t *testing.T) {
	_, examples := live(t)
	rec := &recorder{called: map[string]bool{}}
	c, err := New(Config{BaseURL: os.Getenv("ETP_API"), APIKey: os.Getenv("ETP_KEY"), HTTPClient: &http.Client{Transport: rec, Timeout: 30 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	q := func(kv ...string) *RequestOptions {
		o := &RequestOptions{Query: map[string]string{}}
		for i := 0; i < len(kv); i += 2 {
			o.Query[kv[i]] = kv[i+1]
		}
		return o
	}
	nonEmpty := func(name string, n int) {
		t.Helper()
		if n == 0 {
			t.Fatalf("%s is empty", name)
		}
	}

	t.Run("reference data", func(t *testing.T) {
		buyers := must[*BuyerSearchResponseData](t)(c.SearchBuyers(ctx, q("country", "US", "limit", "2")))
		nonEmpty("buyers", len(buyers.Buyers))
		must[*BuyerDetail](t)(c.GetBuyer(ctx, buyers.Buyers[0].ID, nil))
		must[*MarketList](t)(c.ListMarkets(ctx, q("limit", "2")))
		must[*Market](t)(c.GetMarket(ctx, "US", nil))
		must[*ExchangeRates](t)(c.ListExchangeRates(ctx, nil))
		nonEmpty("hs_codes", len(must[*HsCodeSearchResult](t)(c.SearchHsCodes(ctx, q("q", "lipstick"))).HSCodes))
		nonEmpty("rates", len(must[*TariffResult](t)(c.ListCustomsTariffs(ctx, q("hs_code", "330410", "destination", "US"))).Rates))
		must[*PricingResult](t)(c.CalculatePrice(ctx, examples["calculatePrice"], nil))
		quoteBody := clone(examples["createQuote"])
		quoteBody["buyer_id"] = buyers.Buyers[0].ID
		quote := must[*Quote](t)(c.CreateQuote(ctx, quoteBody, nil))
		must[*Quote](t)(c.GetQuote(ctx, quote.ID, nil))
		if accepted := must[*Quote](t)(c.UpdateQuote(ctx, quote.ID, examples["updateQuote"], nil)); accepted.Status != "accepted" {
			t.Fatalf("updateQuote: %v", accepted.Status)
		}
		nonEmpty("quotes", len(must[*QuoteListResponseData](t)(c.ListQuotes(ctx, q("status", "accepted"))).Quotes))
		nonEmpty("candidates", len(must[*ClassificationResult](t)(c.ClassifyProduct(ctx, examples["classifyProduct"], nil)).Candidates))
		nonEmpty("keys", len(must[*JsonWebKeySet](t)(c.GetJsonWebKeySet(ctx, nil)).Keys))
		if must[*HealthResponseData](t)(c.GetHealth(ctx, nil)).Status != "alive" {
			t.Fatal("getHealth: not alive")
		}
		if must[*ReadinessResponseData](t)(c.GetReadiness(ctx, nil)).Status != "ready" {
			t.Fatal("getReadiness: not ready")
		}
		alert := must[*BuyerAlert](t)(c.CreateBuyerAlert(ctx, examples["createBuyerAlert"], nil))
		must[*BuyerAlert](t)(c.GetBuyerAlert(ctx, alert.ID, nil))
		nonEmpty("alerts", len(must[*BuyerAlertListResponseData](t)(c.ListBuyerAlerts(ctx, nil)).Alerts))
		must[*BuyerAlertDeletedResponseData](t)(c.DeleteBuyerAlert(ctx, alert.ID, nil))
	})

	t.Run("account, keys, OAuth clients", func(t *testing.T) {
		must[*ExporterProfile](t)(c.UpdateExporterProfile(ctx, examples["updateExporterProfile"], nil))
		must[*ExporterProfile](t)(c.GetExporterProfile(ctx, nil))
		key := must[*ApiKeyWithSecret](t)(c.CreateApiKey(ctx, examples["createApiKey"], nil))
		must[*ApiKeyListResponseData](t)(c.ListApiKeys(ctx, nil))
		must[*ApiKeyRotationResponseData](t)(c.RotateApiKey(ctx, key.ID, examples["rotateApiKey"], nil))
		must[*ApiKey](t)(c.RevokeApiKey(ctx, key.ID, nil))
		body := clone(examples["createOAuthClient"])
		delete(body, "allowed_cidrs")
		oauth := must[*OAuthClientWithSecret](t)(c.CreateOAuthClient(ctx, body, nil))
		must[*OAuthClientListResponseData](t)(c.ListOAuthClients(ctx, nil))
		rotated := must[*OAuthClientWithSecret](t)(c.RotateOAuthClientSecret(ctx, oauth.ID, examples["rotateOAuthClientSecret"], nil))
		token := must[*OAuthTokenResponse](t)(c.CreateAccessToken(ctx, OAuthTokenRequest{GrantType: "client_credentials", ClientID: &oauth.ID, ClientSecret: &rotated.ClientSecret, Scope: ptr("buyers:read")}, nil))
		if token.AccessToken == "" || token.TokenType != "Bearer" {
			t.Fatalf("no access token: %+v", token)
		}
		must[*OAuthClient](t)(c.RevokeOAuthClient(ctx, oauth.ID, nil))
		if ticket := must[*StreamTicket](t)(c.CreateStreamTicket(ctx, nil)); !strings.HasPrefix(ticket.Ticket, "stt_") {
			t.Fatalf("ticket: %+v", ticket)
		}
	})

	t.Run("orders, shipments, events, documents", func(t *testing.T) {
		buyer := must[*BuyerSearchResponseData](t)(c.SearchBuyers(ctx, q("limit", "1"))).Buyers[0]
		orderBody := clone(examples["createOrder"])
		orderBody["buyer_id"] = buyer.ID
		order := must[*Order](t)(c.CreateOrder(ctx, orderBody, nil))
		must[*Order](t)(c.GetOrder(ctx, order.ID, nil))
		must[*Order](t)(c.UpdateOrder(ctx, order.ID, examples["updateOrder"], nil))
		must[*OrderListResponseData](t)(c.ListOrders(ctx, nil))
		nonEmpty("history", len(must[*OrderHistoryResponseData](t)(c.ListOrderHistory(ctx, order.ID, nil)).History))
		shipment := must[*Shipment](t)(c.CreateShipment(ctx, order.ID, examples["createShipment"], nil))
		must[*Shipment](t)(c.GetShipment(ctx, order.ID, shipment.ID, nil))
		nonEmpty("shipments", len(must[*ShipmentListResponseData](t)(c.ListShipments(ctx, order.ID, nil)).Shipments))
		eventBody := clone(examples["createShipmentEvent"])
		eventBody["occurred_at"] = time.Now().UTC().Format(time.RFC3339)
		must[*ShipmentEventCreatedResponseData](t)(c.CreateShipmentEvent(ctx, order.ID, shipment.ID, eventBody, nil))
		events := must[*EventListResponseData](t)(c.ListEvents(ctx, nil))
		nonEmpty("events", len(events.Events))
		must[*Event](t)(c.GetEvent(ctx, events.Events[0].ID, nil))
		document := must[*Document](t)(c.CreateDocument(ctx, examples["createDocument"], nil))
		must[*Document](t)(c.GetDocument(ctx, document.ID, nil))
		must[*DocumentListResponseData](t)(c.ListDocuments(ctx, nil))
		pdf, err := c.GetDocumentFile(ctx, document.ID, nil)
		if err != nil || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
			t.Fatalf("document file: %v %q", err, pdf[:min(len(pdf), 20)])
		}
	})

	t.Run("webhook endpoints", func(t *testing.T) {
		received := make(chan struct{}, 4)
		receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			_, _ = io.ReadAll(r.Body)
			received <- struct{}{}
		}))
		defer receiver.Close()
		body := clone(examples["createWebhookEndpoint"])
		body["url"] = receiver.URL + "/all-operations"
		endpoint := must[*WebhookEndpointWithSecret](t)(c.CreateWebhookEndpoint(ctx, body, nil))
		must[*WebhookEndpointListResponseData](t)(c.ListWebhookEndpoints(ctx, nil))
		must[*WebhookEndpoint](t)(c.GetWebhookEndpoint(ctx, endpoint.ID, nil))
		must[*WebhookEndpoint](t)(c.UpdateWebhookEndpoint(ctx, endpoint.ID, WebhookEndpointUpdateRequest{Description: ptr("renamed")}, nil))
		must[*WebhookEndpointWithSecret](t)(c.RotateWebhookEndpointSecret(ctx, endpoint.ID, nil))
		must[*Event](t)(c.TestWebhookEndpoint(ctx, endpoint.ID, nil))
		select {
		case <-received:
		case <-time.After(15 * time.Second):
			t.Fatal("no delivery")
		}
		deliveries := must[*WebhookDeliveryListResponseData](t)(c.ListWebhookDeliveries(ctx, endpoint.ID, nil))
		nonEmpty("deliveries", len(deliveries.Deliveries))
		must[*WebhookDelivery](t)(c.RetryWebhookDelivery(ctx, endpoint.ID, deliveries.Deliveries[0].ID, nil))
		must[*WebhookEndpointDeletedResponseData](t)(c.DeleteWebhookEndpoint(ctx, endpoint.ID, nil))
	})

	var missing []string
	for opID := range Operations {
		if !rec.called[opID] {
			missing = append(missing, opID)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Fatalf("operations never called successfully: %v", missing)
	}
}

func ptr[T any](v T) *T { return &v }

func min(a, b int) int {
	if a < b {
		return a
	}
	return b
}

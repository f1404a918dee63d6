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

func TestLiveEveryOperation(t *testing.T) {
	_, examples := live(t)
	rec := &recorder{called: map[string]bool{}}
	c, err := New(Config{BaseURL: os.Getenv("ETP_API"), APIKey: os.Getenv("ETP_KEY"), HTTPClient: &http.Client{Transport: rec, Timeout: 30 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	must := func(m map[string]any, err error) map[string]any {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	q := func(kv ...string) *RequestOptions {
		o := &RequestOptions{Query: map[string]string{}}
		for i := 0; i < len(kv); i += 2 {
			o.Query[kv[i]] = kv[i+1]
		}
		return o
	}
	first := func(m map[string]any, field string) map[string]any {
		t.Helper()
		items, _ := m[field].([]any)
		if len(items) == 0 {
			t.Fatalf("%s is empty", field)
		}
		return items[0].(map[string]any)
	}
	id := func(m map[string]any) string { return m["id"].(string) }

	t.Run("reference data", func(t *testing.T) {
		buyer := first(must(c.SearchBuyers(ctx, q("country", "US", "limit", "2"))), "buyers")
		must(c.GetBuyer(ctx, id(buyer), nil))
		must(c.ListMarkets(ctx, q("limit", "2")))
		must(c.GetMarket(ctx, "US", nil))
		must(c.ListExchangeRates(ctx, nil))
		first(must(c.SearchHsCodes(ctx, q("q", "lipstick"))), "hs_codes")
		first(must(c.ListCustomsTariffs(ctx, q("hs_code", "330410", "destination", "US"))), "rates")
		must(c.CalculatePrice(ctx, examples["calculatePrice"], nil))
		quoteBody := clone(examples["createQuote"])
		quoteBody["buyer_id"] = id(buyer)
		quote := must(c.CreateQuote(ctx, quoteBody, nil))
		must(c.GetQuote(ctx, id(quote), nil))
		if accepted := must(c.UpdateQuote(ctx, id(quote), examples["updateQuote"], nil)); accepted["status"] != "accepted" {
			t.Fatalf("updateQuote: %v", accepted["status"])
		}
		first(must(c.ListQuotes(ctx, q("status", "accepted"))), "quotes")
		first(must(c.ClassifyProduct(ctx, examples["classifyProduct"], nil)), "candidates")
		first(must(c.GetJsonWebKeySet(ctx, nil)), "keys")
		if must(c.GetHealth(ctx, nil))["status"] != "alive" {
			t.Fatal("getHealth: not alive")
		}
		if must(c.GetReadiness(ctx, nil))["status"] != "ready" {
			t.Fatal("getReadiness: not ready")
		}
		alert := must(c.CreateBuyerAlert(ctx, examples["createBuyerAlert"], nil))
		must(c.GetBuyerAlert(ctx, id(alert), nil))
		first(must(c.ListBuyerAlerts(ctx, nil)), "alerts")
		must(c.DeleteBuyerAlert(ctx, id(alert), nil))
	})

	t.Run("account, keys, OAuth clients", func(t *testing.T) {
		must(c.UpdateExporterProfile(ctx, examples["updateExporterProfile"], nil))
		must(c.GetExporterProfile(ctx, nil))
		key := must(c.CreateApiKey(ctx, examples["createApiKey"], nil))
		must(c.ListApiKeys(ctx, nil))
		must(c.RotateApiKey(ctx, id(key), examples["rotateApiKey"], nil))
		must(c.RevokeApiKey(ctx, id(key), nil))
		body := clone(examples["createOAuthClient"])
		delete(body, "allowed_cidrs")
		oauth := must(c.CreateOAuthClient(ctx, body, nil))
		must(c.ListOAuthClients(ctx, nil))
		rotated := must(c.RotateOAuthClientSecret(ctx, id(oauth), examples["rotateOAuthClientSecret"], nil))
		token := must(c.CreateAccessToken(ctx, map[string]any{"grant_type": "client_credentials", "client_id": id(oauth), "client_secret": rotated["client_secret"], "scope": "buyers:read"}, nil))
		if token["access_token"] == "" || token["access_token"] == nil {
			t.Fatalf("no access token: %v", token)
		}
		must(c.RevokeOAuthClient(ctx, id(oauth), nil))
		if ticket := must(c.CreateStreamTicket(ctx, nil)); !strings.HasPrefix(ticket["ticket"].(string), "stt_") {
			t.Fatalf("ticket: %v", ticket)
		}
	})

	t.Run("orders, shipments, events, documents", func(t *testing.T) {
		buyer := first(must(c.SearchBuyers(ctx, q("limit", "1"))), "buyers")
		orderBody := clone(examples["createOrder"])
		orderBody["buyer_id"] = id(buyer)
		order := must(c.CreateOrder(ctx, orderBody, nil))
		must(c.GetOrder(ctx, id(order), nil))
		must(c.UpdateOrder(ctx, id(order), examples["updateOrder"], nil))
		must(c.ListOrders(ctx, nil))
		first(must(c.ListOrderHistory(ctx, id(order), nil)), "history")
		shipment := must(c.CreateShipment(ctx, id(order), examples["createShipment"], nil))
		must(c.GetShipment(ctx, id(order), id(shipment), nil))
		first(must(c.ListShipments(ctx, id(order), nil)), "shipments")
		eventBody := clone(examples["createShipmentEvent"])
		eventBody["occurred_at"] = time.Now().UTC().Format(time.RFC3339)
		must(c.CreateShipmentEvent(ctx, id(order), id(shipment), eventBody, nil))
		event := first(must(c.ListEvents(ctx, nil)), "events")
		must(c.GetEvent(ctx, id(event), nil))
		document := must(c.CreateDocument(ctx, examples["createDocument"], nil))
		must(c.GetDocument(ctx, id(document), nil))
		must(c.ListDocuments(ctx, nil))
		pdf, err := c.GetDocumentFile(ctx, id(document), nil)
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
		endpoint := must(c.CreateWebhookEndpoint(ctx, body, nil))
		must(c.ListWebhookEndpoints(ctx, nil))
		must(c.GetWebhookEndpoint(ctx, id(endpoint), nil))
		must(c.UpdateWebhookEndpoint(ctx, id(endpoint), map[string]any{"description": "renamed"}, nil))
		must(c.RotateWebhookEndpointSecret(ctx, id(endpoint), nil))
		must(c.TestWebhookEndpoint(ctx, id(endpoint), nil))
		select {
		case <-received:
		case <-time.After(15 * time.Second):
			t.Fatal("no delivery")
		}
		delivery := first(must(c.ListWebhookDeliveries(ctx, id(endpoint), nil)), "deliveries")
		must(c.RetryWebhookDelivery(ctx, id(endpoint), id(delivery), nil))
		must(c.DeleteWebhookEndpoint(ctx, id(endpoint), nil))
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

func min(a, b int) int {
	if a < b {
		return a
	}
	return b
}

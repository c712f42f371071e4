extension SandboxGazetteer {
    /// Cities of the Americas: `name|country|region|latitude|longitude|zone|population in thousands|localized names`.
    static let americas = """
        New York|US|New York|40.7128|-74.0060|America/New_York|8336|es=Nueva York;fr=New York;it=New York;ja=ニューヨーク
        Los Angeles|US|California|34.0522|-118.2437|America/Los_Angeles|3979|ja=ロサンゼルス
        Chicago|US|Illinois|41.8781|-87.6298|America/Chicago|2694|
        Houston|US|Texas|29.7604|-95.3698|America/Chicago|2304|
        Phoenix|US|Arizona|33.4484|-112.0740|America/Phoenix|1608|
        Philadelphia|US|Pennsylvania|39.9526|-75.1652|America/New_York|1584|es=Filadelfia
        San Antonio|US|Texas|29.4241|-98.4936|America/Chicago|1547|
        San Diego|US|California|32.7157|-117.1611|America/Los_Angeles|1424|
        Dallas|US|Texas|32.7767|-96.7970|America/Chicago|1304|
        San Jose|US|California|37.3382|-121.8863|America/Los_Angeles|1014|
        Austin|US|Texas|30.2672|-97.7431|America/Chicago|962|
        Jacksonville|US|Florida|30.3322|-81.6557|America/New_York|950|
        Fort Worth|US|Texas|32.7555|-97.3308|America/Chicago|935|
        Columbus|US|Ohio|39.9612|-82.9988|America/New_York|906|
        Charlotte|US|North Carolina|35.2271|-80.8431|America/New_York|879|
        San Francisco|US|California|37.7749|-122.4194|America/Los_Angeles|874|es=San Francisco
        Indianapolis|US|Indiana|39.7684|-86.1581|America/Indiana/Indianapolis|887|
        Seattle|US|Washington|47.6062|-122.3321|America/Los_Angeles|737|
        Denver|US|Colorado|39.7392|-104.9903|America/Denver|715|
        Washington|US|District of Columbia|38.9072|-77.0369|America/New_York|690|es=Washington D. C.;fr=Washington
        Boston|US|Massachusetts|42.3601|-71.0589|America/New_York|675|
        El Paso|US|Texas|31.7619|-106.4850|America/Denver|678|
        Nashville|US|Tennessee|36.1627|-86.7816|America/Chicago|689|
        Detroit|US|Michigan|42.3314|-83.0458|America/Detroit|639|
        Oklahoma City|US|Oklahoma|35.4676|-97.5164|America/Chicago|681|
        Portland|US|Oregon|45.5152|-122.6784|America/Los_Angeles|652|
        Las Vegas|US|Nevada|36.1699|-115.1398|America/Los_Angeles|641|
        Memphis|US|Tennessee|35.1495|-90.0490|America/Chicago|633|
        Louisville|US|Kentucky|38.2527|-85.7585|America/Kentucky/Louisville|617|
        Baltimore|US|Maryland|39.2904|-76.6122|America/New_York|585|
        Milwaukee|US|Wisconsin|43.0389|-87.9065|America/Chicago|577|
        Albuquerque|US|New Mexico|35.0844|-106.6504|America/Denver|564|
        Tucson|US|Arizona|32.2226|-110.9747|America/Phoenix|542|
        Fresno|US|California|36.7378|-119.7871|America/Los_Angeles|542|
        Sacramento|US|California|38.5816|-121.4944|America/Los_Angeles|524|
        Kansas City|US|Missouri|39.0997|-94.5786|America/Chicago|508|
        Atlanta|US|Georgia|33.7490|-84.3880|America/New_York|498|
        Miami|US|Florida|25.7617|-80.1918|America/New_York|442|
        Raleigh|US|North Carolina|35.7796|-78.6382|America/New_York|467|
        Omaha|US|Nebraska|41.2565|-95.9345|America/Chicago|486|
        Minneapolis|US|Minnesota|44.9778|-93.2650|America/Chicago|429|
        Tulsa|US|Oklahoma|36.1540|-95.9928|America/Chicago|413|
        Cleveland|US|Ohio|41.4993|-81.6944|America/New_York|372|
        New Orleans|US|Louisiana|29.9511|-90.0715|America/Chicago|383|fr=La Nouvelle-Orléans;es=Nueva Orleans
        Tampa|US|Florida|27.9506|-82.4572|America/New_York|399|
        Honolulu|US|Hawaii|21.3069|-157.8583|Pacific/Honolulu|345|
        Anchorage|US|Alaska|61.2181|-149.9003|America/Anchorage|291|
        Fairbanks|US|Alaska|64.8378|-147.7164|America/Anchorage|32|
        Utqiagvik|US|Alaska|71.2906|-156.7886|America/Anchorage|5|
        Juneau|US|Alaska|58.3019|-134.4197|America/Juneau|32|
        Pittsburgh|US|Pennsylvania|40.4406|-79.9959|America/New_York|300|
        Cincinnati|US|Ohio|39.1031|-84.5120|America/New_York|309|
        St. Louis|US|Missouri|38.6270|-90.1994|America/Chicago|301|
        Orlando|US|Florida|28.5383|-81.3792|America/New_York|287|
        Salt Lake City|US|Utah|40.7608|-111.8910|America/Denver|200|
        Boise|US|Idaho|43.6150|-116.2023|America/Boise|236|
        Richmond|US|Virginia|37.5407|-77.4360|America/New_York|226|
        Buffalo|US|New York|42.8864|-78.8784|America/New_York|278|
        Madison|US|Wisconsin|43.0731|-89.4012|America/Chicago|269|
        Birmingham|US|Alabama|33.5186|-86.8104|America/Chicago|200|
        Boulder|US|Colorado|40.0150|-105.2705|America/Denver|105|
        Santa Fe|US|New Mexico|35.6870|-105.9378|America/Denver|84|
        Springfield|US|Illinois|39.7817|-89.6501|America/Chicago|114|
        Springfield|US|Massachusetts|42.1015|-72.5898|America/New_York|155|
        Springfield|US|Missouri|37.2090|-93.2923|America/Chicago|169|
        Portland|US|Maine|43.6591|-70.2568|America/New_York|68|
        Burlington|US|Vermont|44.4759|-73.2121|America/New_York|45|
        Providence|US|Rhode Island|41.8240|-71.4128|America/New_York|190|
        Hartford|US|Connecticut|41.7658|-72.6734|America/New_York|121|
        Newark|US|New Jersey|40.7357|-74.1724|America/New_York|311|
        Charleston|US|South Carolina|32.7765|-79.9311|America/New_York|150|
        Savannah|US|Georgia|32.0809|-81.0912|America/New_York|147|
        Key West|US|Florida|24.5551|-81.7800|America/New_York|26|
        Des Moines|US|Iowa|41.5868|-93.6250|America/Chicago|214|
        Fargo|US|North Dakota|46.8772|-96.7898|America/Chicago|125|
        Sioux Falls|US|South Dakota|43.5446|-96.7311|America/Chicago|192|
        Billings|US|Montana|45.7833|-108.5007|America/Denver|117|
        Cheyenne|US|Wyoming|41.1400|-104.8202|America/Denver|65|
        Reno|US|Nevada|39.5296|-119.8138|America/Los_Angeles|264|
        Spokane|US|Washington|47.6588|-117.4260|America/Los_Angeles|228|
        Little Rock|US|Arkansas|34.7465|-92.2896|America/Chicago|202|
        Jackson|US|Mississippi|32.2988|-90.1848|America/Chicago|153|
        Texarkana|US|Texas|33.4251|-94.0477|America/Chicago|36|
        Charleston|US|West Virginia|38.3498|-81.6326|America/New_York|47|
        Wilmington|US|Delaware|39.7391|-75.5398|America/New_York|71|
        Concord|US|New Hampshire|43.2081|-71.5376|America/New_York|44|
        Lexington|US|Kentucky|38.0406|-84.5037|America/New_York|322|
        Toronto|CA|Ontario|43.6532|-79.3832|America/Toronto|2794|
        Montreal|CA|Quebec|45.5017|-73.5673|America/Toronto|1762|fr=Montréal
        Vancouver|CA|British Columbia|49.2827|-123.1207|America/Vancouver|662|
        Calgary|CA|Alberta|51.0447|-114.0719|America/Edmonton|1306|
        Edmonton|CA|Alberta|53.5461|-113.4938|America/Edmonton|1010|
        Ottawa|CA|Ontario|45.4215|-75.6972|America/Toronto|1017|
        Winnipeg|CA|Manitoba|49.8951|-97.1384|America/Winnipeg|749|
        Quebec City|CA|Quebec|46.8139|-71.2080|America/Toronto|549|fr=Québec
        Hamilton|CA|Ontario|43.2557|-79.8711|America/Toronto|570|
        Halifax|CA|Nova Scotia|44.6488|-63.5752|America/Halifax|439|
        Victoria|CA|British Columbia|48.4284|-123.3656|America/Vancouver|92|
        Saskatoon|CA|Saskatchewan|52.1332|-106.6700|America/Regina|266|
        Regina|CA|Saskatchewan|50.4452|-104.6189|America/Regina|226|
        St. John's|CA|Newfoundland and Labrador|47.5615|-52.7126|America/St_Johns|110|
        Whitehorse|CA|Yukon|60.7212|-135.0568|America/Whitehorse|28|
        Yellowknife|CA|Northwest Territories|62.4540|-114.3718|America/Yellowknife|20|
        Iqaluit|CA|Nunavut|63.7467|-68.5170|America/Iqaluit|8|
        Mexico City|MX|Mexico City|19.4326|-99.1332|America/Mexico_City|9209|es=Ciudad de México
        Guadalajara|MX|Jalisco|20.6597|-103.3496|America/Mexico_City|1385|
        Monterrey|MX|Nuevo León|25.6866|-100.3161|America/Monterrey|1142|
        Puebla|MX|Puebla|19.0414|-98.2063|America/Mexico_City|1692|
        Tijuana|MX|Baja California|32.5149|-117.0382|America/Tijuana|1922|
        Cancún|MX|Quintana Roo|21.1619|-86.8515|America/Cancun|888|
        Mérida|MX|Yucatán|20.9674|-89.5926|America/Merida|921|
        Oaxaca|MX|Oaxaca|17.0732|-96.7266|America/Mexico_City|270|es=Oaxaca de Juárez
        Chihuahua|MX|Chihuahua|28.6330|-106.0691|America/Chihuahua|937|
        Hermosillo|MX|Sonora|29.0729|-110.9559|America/Hermosillo|936|
        Acapulco|MX|Guerrero|16.8531|-99.8237|America/Mexico_City|779|
        Guatemala City|GT|Guatemala|14.6349|-90.5069|America/Guatemala|995|es=Ciudad de Guatemala
        San Salvador|SV|San Salvador|13.6929|-89.2182|America/El_Salvador|568|
        Tegucigalpa|HN|Francisco Morazán|14.0723|-87.1921|America/Tegucigalpa|1363|
        Managua|NI|Managua|12.1150|-86.2362|America/Managua|1055|
        San José|CR|San José|9.9281|-84.0907|America/Costa_Rica|342|
        Panama City|PA|Panamá|8.9824|-79.5199|America/Panama|880|es=Ciudad de Panamá
        Belize City|BZ|Belize|17.5046|-88.1962|America/Belize|61|
        Havana|CU|Havana|23.1136|-82.3666|America/Havana|2141|es=La Habana
        Santo Domingo|DO|Distrito Nacional|18.4861|-69.9312|America/Santo_Domingo|1029|
        Port-au-Prince|HT|Ouest|18.5944|-72.3074|America/Port-au-Prince|987|
        Kingston|JM|Kingston|17.9714|-76.7936|America/Jamaica|662|
        San Juan|PR|San Juan|18.4655|-66.1057|America/Puerto_Rico|342|
        Nassau|BS|New Providence|25.0443|-77.3504|America/Nassau|275|
        Port of Spain|TT|Port of Spain|10.6549|-61.5019|America/Port_of_Spain|37|
        Bridgetown|BB|Saint Michael|13.0975|-59.6167|America/Barbados|110|
        Hamilton|BM|Pembroke|32.2949|-64.7814|Atlantic/Bermuda|1|
        Nuuk|GL|Sermersooq|64.1814|-51.6941|America/Nuuk|19|da=Godthåb
        São Paulo|BR|São Paulo|-23.5505|-46.6333|America/Sao_Paulo|12325|en=Sao Paulo;es=São Paulo
        Rio de Janeiro|BR|Rio de Janeiro|-22.9068|-43.1729|America/Sao_Paulo|6748|es=Río de Janeiro
        Brasília|BR|Federal District|-15.7975|-47.8919|America/Sao_Paulo|3055|en=Brasilia
        Salvador|BR|Bahia|-12.9777|-38.5016|America/Bahia|2887|
        Fortaleza|BR|Ceará|-3.7319|-38.5267|America/Fortaleza|2687|
        Belo Horizonte|BR|Minas Gerais|-19.9167|-43.9345|America/Sao_Paulo|2522|
        Manaus|BR|Amazonas|-3.1190|-60.0217|America/Manaus|2219|
        Curitiba|BR|Paraná|-25.4284|-49.2733|America/Sao_Paulo|1948|
        Recife|BR|Pernambuco|-8.0476|-34.8770|America/Recife|1653|
        Porto Alegre|BR|Rio Grande do Sul|-30.0346|-51.2177|America/Sao_Paulo|1488|
        Belém|BR|Pará|-1.4558|-48.4902|America/Belem|1499|
        Goiânia|BR|Goiás|-16.6869|-49.2648|America/Sao_Paulo|1536|
        Florianópolis|BR|Santa Catarina|-27.5954|-48.5480|America/Sao_Paulo|508|
        Natal|BR|Rio Grande do Norte|-5.7945|-35.2110|America/Fortaleza|890|
        Cuiabá|BR|Mato Grosso|-15.6014|-56.0979|America/Cuiaba|618|
        Campo Grande|BR|Mato Grosso do Sul|-20.4697|-54.6201|America/Campo_Grande|906|
        Porto Velho|BR|Rondônia|-8.7612|-63.9004|America/Porto_Velho|539|
        Rio Branco|BR|Acre|-9.9754|-67.8249|America/Rio_Branco|413|
        Buenos Aires|AR|Buenos Aires|-34.6037|-58.3816|America/Argentina/Buenos_Aires|3075|
        Córdoba|AR|Cordoba|-31.4201|-64.1888|America/Argentina/Cordoba|1430|en=Cordoba
        Rosario|AR|Santa Fe|-32.9442|-60.6505|America/Argentina/Cordoba|1277|
        Mendoza|AR|Mendoza|-32.8895|-68.8458|America/Argentina/Mendoza|115|
        Mar del Plata|AR|Buenos Aires|-38.0055|-57.5426|America/Argentina/Buenos_Aires|615|
        Salta|AR|Salta|-24.7821|-65.4232|America/Argentina/Salta|535|
        Bariloche|AR|Río Negro|-41.1335|-71.3103|America/Argentina/Salta|109|es=San Carlos de Bariloche
        Ushuaia|AR|Tierra del Fuego|-54.8019|-68.3030|America/Argentina/Ushuaia|57|
        Santiago|CL|Santiago Metropolitan|-33.4489|-70.6693|America/Santiago|6269|es=Santiago de Chile
        Valparaíso|CL|Valparaíso|-33.0472|-71.6127|America/Santiago|296|
        Concepción|CL|Biobío|-36.8201|-73.0444|America/Santiago|224|
        Antofagasta|CL|Antofagasta|-23.6509|-70.3975|America/Santiago|402|
        Punta Arenas|CL|Magallanes|-53.1638|-70.9171|America/Punta_Arenas|131|
        Lima|PE|Lima|-12.0464|-77.0428|America/Lima|9752|
        Arequipa|PE|Arequipa|-16.4090|-71.5375|America/Lima|1008|
        Cusco|PE|Cusco|-13.5319|-71.9675|America/Lima|428|es=Cuzco
        Bogotá|CO|Bogota D.C.|4.7110|-74.0721|America/Bogota|7181|en=Bogota
        Medellín|CO|Antioquia|6.2442|-75.5812|America/Bogota|2529|en=Medellin
        Cali|CO|Valle del Cauca|3.4516|-76.5320|America/Bogota|2228|
        Barranquilla|CO|Atlántico|10.9685|-74.7813|America/Bogota|1206|
        Cartagena|CO|Bolívar|10.3910|-75.4794|America/Bogota|914|
        Quito|EC|Pichincha|-0.1807|-78.4678|America/Guayaquil|1978|
        Guayaquil|EC|Guayas|-2.1710|-79.9224|America/Guayaquil|2698|
        Caracas|VE|Capital District|10.4806|-66.9036|America/Caracas|1943|
        Maracaibo|VE|Zulia|10.6427|-71.6125|America/Caracas|1653|
        La Paz|BO|La Paz|-16.4897|-68.1193|America/La_Paz|757|
        Santa Cruz de la Sierra|BO|Santa Cruz|-17.8146|-63.1561|America/La_Paz|1454|
        Asunción|PY|Asunción|-25.2637|-57.5759|America/Asuncion|521|en=Asuncion
        Montevideo|UY|Montevideo|-34.9011|-56.1645|America/Montevideo|1319|
        Georgetown|GY|Demerara-Mahaica|6.8013|-58.1551|America/Guyana|118|
        Paramaribo|SR|Paramaribo|5.8520|-55.2038|America/Paramaribo|241|
        Cayenne|GF|Cayenne|4.9224|-52.3135|America/Cayenne|61|
        Stanley|FK|Falkland Islands|-51.6977|-57.8517|Atlantic/Stanley|2|
        """
}
